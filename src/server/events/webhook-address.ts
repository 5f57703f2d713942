// Where an office's webhooks may go: the rule of decision 036 that push endpoints follow, for an
// address an operator types. https only, no user name or password, and a literal address must be
// public; a name is checked again when each delivery connects (sendOutbound's own lookup), so a
// name that later resolves to a private address gets nothing. Outside production a host the
// server's configuration names (WEBHOOK_EXTRA_HOSTS, a test's local receiver) may be http and private.
import { isIP } from 'node:net';
import { isPublicAddress } from '../net/public-address';

export interface WebhookHostConfig {
  production: boolean;
  webhookExtraHosts: readonly string[];
}

export type WebhookTarget = { ok: true; url: URL; privateAllowed: boolean } | { ok: false; problem: string };

const MAX_LENGTH = 2000;

export function webhookTarget(address: string, config: WebhookHostConfig): WebhookTarget {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return { ok: false, problem: 'is not an address (https://...)' };
  }
  if (address.length > MAX_LENGTH) return { ok: false, problem: `is longer than ${MAX_LENGTH} characters` };
  if (url.username || url.password) return { ok: false, problem: 'may not carry a user name or password' };
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (!config.production && config.webhookExtraHosts.includes(host) && ['http:', 'https:'].includes(url.protocol)) {
    return { ok: true, url, privateAllowed: true };
  }
  if (url.protocol !== 'https:') return { ok: false, problem: 'must be https' };
  if (host === 'localhost' || host.endsWith('.localhost') || (isIP(host) !== 0 && !isPublicAddress(host))) {
    return { ok: false, problem: 'is not on the public internet (private, loopback and link-local addresses are refused)' };
  }
  return { ok: true, url, privateAllowed: false };
}
