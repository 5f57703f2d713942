// Sign-in with a passkey (issue 39 item 1, decision record 068): no username, no password, no
// code. The passkey proves the customer and, verified by the user, counts as two factors: the
// session is proven for step-up from its start. Failures count against the address like wrong
// passwords, and the options a stranger may ask for are limited per address.
import type { components } from '../../../../generated/proxy';
import { accountById } from '../../auth/accounts';
import { deviceOf } from '../../auth/devices';
import { factorPolicy } from '../../auth/factor-policy';
import { mailIfNewDevice } from '../../auth/new-device';
import { requestOptions, verifyAssertion } from '../../auth/passkeys';
import { quota, RateLimiter } from '../../auth/rate-limit';
import { openSession, type TokenAnswer } from '../../auth/sessions';
import { addressKey, Throttle } from '../../auth/throttle';
import type { BaseContext } from '../../contract/handlers';
import { HttpError, tooManyAttempts, unauthorized } from '../../http-error';
import { signInFailures } from '../../observability/metrics';
import type { TenantRow } from '../../tenants';
import { signInOffice } from './login';

type LoginRequest = components['schemas']['PasskeyLoginRequest'];

const OPTIONS_PER_ADDRESS = 30;
const OPTIONS_WINDOW_MS = 15 * 60_000;

function passkeyOffice(context: BaseContext, tenant: string): Promise<TenantRow> {
  return signInOffice(context, tenant).then((office) => {
    if (!factorPolicy(office).accepted.includes('passkey')) throw new HttpError(403, 'factor_not_accepted', 'The office does not accept passkeys');
    return office;
  });
}

export async function passkeyOptions(tenant: string, ip: string, context: BaseContext) {
  const office = await passkeyOffice(context, tenant);
  const limiter = new RateLimiter(context.accounts, context.config.clock);
  const quotas = [quota(['passkey_options', ip], OPTIONS_PER_ADDRESS, OPTIONS_WINDOW_MS)];
  if (!(await limiter.allows(quotas))) throw tooManyAttempts();
  await limiter.record(quotas);
  return requestOptions(context.accounts, context.config, office, null, context.config.clock());
}

export async function passkeyLogin(body: LoginRequest, ip: string, userAgent: string | undefined, context: BaseContext): Promise<TokenAnswer> {
  const { accounts: db, config, mailer } = context;
  const office = await passkeyOffice(context, body.tenant);
  const throttle = new Throttle(db, config.clock);
  const keys = [addressKey('login', ip)];
  const locked = await throttle.locked(keys);
  const customerId = locked ? null : await verifyAssertion(db, config, office, null, body.credential, config.clock());
  const account = customerId === null ? undefined : await accountById(db, office.id, customerId);
  if (!account) {
    if (!locked) await throttle.record(keys);
    signInFailures.inc();
    throw unauthorized('The passkey was not accepted');
  }
  const device = deviceOf(userAgent);
  const { sessionId, ...tokens } = await openSession(db, config, office.id, account.id, device, true);
  await mailIfNewDevice(db, mailer, office, account, sessionId, device, config.clock());
  return tokens;
}
