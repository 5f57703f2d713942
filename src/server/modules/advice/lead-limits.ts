// How many leads the advice services take (issue 38; decision records 024 and 036). Anonymous
// leads: 5 an hour from one address, as the contract says. An office's anonymous leads together
// may pass 100 an hour without its other visitors being locked out: past that, each network
// (an IPv4 /24, an IPv6 /48) gets one lead an hour, so addresses rotated within one network stop
// while visitors from elsewhere are still heard. Signed-in leads: 5 an hour per customer.
import { quota, RateLimiter, type Quota } from '../../auth/rate-limit';
import type { OptionalContext } from '../../contract/handlers';
import { tooManyAttempts } from '../../http-error';
import { ipv6Bytes } from '../../net/public-address';
import { throttled } from '../../observability/metrics';
import type { TenantRow } from '../../tenants';

const HOUR_MS = 60 * 60_000;
export const LEADS_PER_ADDRESS = 5;
export const LEADS_PER_CUSTOMER = 5;
/** Above a busy day's leads of an office's website, below a flood. */
export const OFFICE_BUSY_LEADS = 100;
export const LEADS_PER_NETWORK_WHEN_BUSY = 1;

/** The network an address is in: the provider's block a rotating sender usually stays within. */
export function networkOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+)\.\d+$/i.exec(ip);
  if (mapped) return `${mapped[1]}.0/24`;
  if (/^\d+\.\d+\.\d+\.\d+$/.test(ip)) return `${ip.slice(0, ip.lastIndexOf('.'))}.0/24`;
  const bytes = ipv6Bytes(ip).slice(0, 6);
  return `${Buffer.from(bytes).toString('hex')}/48`;
}

function refuse(): never {
  throttled.inc({ kind: 'lead' });
  throw tooManyAttempts();
}

/** Counts the lead, or refuses it with 429 when its sender is over their limit. */
export async function admitLead(office: TenantRow, context: OptionalContext, ip: string): Promise<void> {
  const limiter = new RateLimiter(context.accounts, context.config.clock);
  const { signedIn } = context;
  if (signedIn) {
    const perCustomer = quota(['lead', 'customer', office.id, signedIn.customer.customerId], LEADS_PER_CUSTOMER, HOUR_MS);
    if (!(await limiter.allows([perCustomer]))) refuse();
    return limiter.record([perCustomer]);
  }
  const quotas: Quota[] = [
    quota(['lead', 'ip', ip], LEADS_PER_ADDRESS, HOUR_MS),
    quota(['lead', 'office', office.id], OFFICE_BUSY_LEADS, HOUR_MS),
    quota(['lead', 'network', office.id, networkOf(ip)], LEADS_PER_NETWORK_WHEN_BUSY, HOUR_MS),
  ];
  const [fromAddress = 0, toOffice = 0, fromNetwork = 0] = await limiter.used(quotas);
  if (fromAddress >= LEADS_PER_ADDRESS) refuse();
  if (toOffice >= OFFICE_BUSY_LEADS && fromNetwork >= LEADS_PER_NETWORK_WHEN_BUSY) refuse();
  await limiter.record(quotas);
}
