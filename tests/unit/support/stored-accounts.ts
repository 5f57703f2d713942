import { accountId, type StoredAccount } from '../../../src/features/auth/account-storage';
import { SESSION_VERSION } from '../../../src/features/auth/session.machine';

/** Jan de Vries as this device saved him, signed in (his token's expiry is the test's to set). */
export const storedJan: StoredAccount = {
  id: accountId('vandijk', 1),
  customerId: 1,
  tenant: 'vandijk',
  tenantCode: null,
  name: 'Jan de Vries',
  username: 'jan.devries@example.nl',
  avatar: null,
  tokens: { accessToken: 'at-jan', refreshToken: 'rt-jan', expiresAt: 1 },
  version: SESSION_VERSION,
};
