/**
 * Which of the home screen's answers start-up reads into the query cache while the signed-in
 * shell's code is still arriving (docs/decisions/031-first-load.md), and when it may: only on the
 * origin of the office the stored account belongs to, not on a mailed password link (the session
 * is parked then, and another account may sign in), with an access token that is not about to be
 * refreshed (the session refreshes it before anything else asks), and only data the office allows
 * (core §6, the resolver's own rule).
 */
import type { Tenant } from '../../api/get-tenant';
import { hasPasswordLink } from '../../features/auth';
import { dataLoads, type DataName } from '../../config/data';
import type { StoredAccount } from '../../features/auth/account-storage';
import { REQUIRED_RELOGIN_VERSION } from '../../features/auth/session.machine';
import { FEED_SOURCES } from '../../features/dashboard/feed-sources';
import { isExpiring } from '../../lib/token-expiry';

/** What the dashboard draws first: the customer (the header) and the feed. */
export const HOME_READS = ['customer', ...FEED_SOURCES] as const satisfies readonly DataName[];

export interface FirstReads {
  names: DataName[];
  accessToken: string;
}

/**
 * The reads start-up makes at `location` on the host of the office `hostOffice`, whose switches
 * are `tenant`'s, for the device's current `account`; null for none.
 */
export function firstReads(
  account: StoredAccount | null,
  hostOffice: string,
  tenant: Tenant,
  location: Pick<Location, 'pathname' | 'search'>,
  now = Date.now(),
): FirstReads | null {
  const tokens = account?.tokens;
  // The host's office and the token's must agree (the server refuses the reads otherwise).
  if (!account || !tokens || account.tenant !== hostOffice || account.version < REQUIRED_RELOGIN_VERSION) return null;
  // The origin leads home; another address opens another screen, which reads what it needs itself.
  if (location.pathname !== '/' || hasPasswordLink(location.search) || isExpiring(tokens, now)) return null;
  return { names: HOME_READS.filter((name) => dataLoads(tenant, name)), accessToken: tokens.accessToken };
}
