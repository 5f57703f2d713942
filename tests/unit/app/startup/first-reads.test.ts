// Which home-screen answers start-up reads before the shell: only on the origin of the stored
// account's own office, not on a mailed password link, with a token that is not about to be
// refreshed, and only data the office allows (core §6).
import { describe, expect, it } from 'vitest';
import type { Tenant } from '../../../../src/api/get-tenant';
import { firstReads, HOME_READS } from '../../../../src/app/startup/first-reads';
import type { StoredAccount } from '../../../../src/features/auth/account-storage';
import { storedJan } from '../../support/stored-accounts';

const NOW = Date.UTC(2026, 10, 24, 9, 0, 0);
const jan: StoredAccount = { ...storedJan, tokens: { ...storedJan.tokens!, expiresAt: NOW + 15 * 60_000 } };
// Policies load only on an explicit true (core §6), and damages with them.
const office = { name: 'vandijk', show_mortgages: null, show_policies: true } as unknown as Tenant;

describe('firstReads', () => {
  it("reads the customer and the feed's sources with the stored token on the office's origin", () => {
    expect(firstReads(jan, 'vandijk', office, { pathname: '/', search: '' }, NOW)).toEqual({ names: [...HOME_READS], accessToken: 'at-jan' });
    expect(HOME_READS).toEqual(['customer', 'mortgages', 'tasks', 'damages', 'signals', 'notes', 'mails']);
  });

  it('leaves out the data of sections the office switched off', () => {
    const noMortgagesNoPolicies = { ...office, show_mortgages: false, show_policies: null } as Tenant;
    expect(firstReads(jan, 'vandijk', noMortgagesNoPolicies, { pathname: '/', search: '' }, NOW)?.names).toEqual([
      'customer',
      'tasks',
      'signals',
      'notes',
      'mails',
    ]);
  });

  it('reads nothing on a mailed password link: the session is parked, another account may sign in', () => {
    expect(firstReads(jan, 'vandijk', office, { pathname: '/', search: '?reset_password=abc' }, NOW)).toBeNull();
  });

  it('reads nothing on another address, for another office, without tokens, with an expiring token or an outdated session', () => {
    expect(firstReads(jan, 'vandijk', office, { pathname: '/hypotheek', search: '' }, NOW)).toBeNull();
    expect(firstReads(jan, 'degroot', office, { pathname: '/', search: '' }, NOW)).toBeNull();
    expect(firstReads(null, 'vandijk', office, { pathname: '/', search: '' }, NOW)).toBeNull();
    expect(firstReads({ ...jan, tokens: null }, 'vandijk', office, { pathname: '/', search: '' }, NOW)).toBeNull();
    expect(firstReads({ ...jan, tokens: { ...jan.tokens!, expiresAt: NOW + 60_000 } }, 'vandijk', office, { pathname: '/', search: '' }, NOW)).toBeNull();
    expect(firstReads({ ...jan, version: 0 }, 'vandijk', office, { pathname: '/', search: '' }, NOW)).toBeNull();
  });
});
