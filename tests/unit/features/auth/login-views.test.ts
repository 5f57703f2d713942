// The login flow's views beside the form are files of their own: start-up fetches the saved
// accounts' view only for a device that has saved accounts, and the rest come after the first paint.
import { describe, expect, it, vi } from 'vitest';
import { accountId, createAccountStorage } from '../../../../src/features/auth/account-storage';
import { LoadingModal, MultiView, preloadFirstLoginView, preloadLoginViews, RecoveryForm, TwoFactorForm } from '../../../../src/features/auth/login-views';
import { SESSION_VERSION } from '../../../../src/features/auth/session.machine';
import { fakeStorage } from '../../support/fake-storage';

describe('the login views', () => {
  it('start-up fetches no view for a device without saved accounts', async () => {
    await preloadFirstLoginView(fakeStorage());
    expect(MultiView.settled()).toBe(false);
  });

  it('start-up fetches the saved accounts view, and only that, for a device that has some', async () => {
    const storage = fakeStorage();
    createAccountStorage(storage).save({ id: accountId('vandijk', 1), customerId: 1, tenant: 'vandijk', tenantCode: null, name: 'Jan de Vries', username: 'jan.devries@example.nl', avatar: null, tokens: null, version: SESSION_VERSION });
    await preloadFirstLoginView(storage);
    expect(MultiView.settled()).toBe(true);
    expect([RecoveryForm, TwoFactorForm, LoadingModal].map((part) => part.settled())).toEqual([false, false, false]);
  });

  it('after the first paint the other views and the loading modal are fetched', async () => {
    preloadLoginViews();
    await vi.waitFor(() => expect([RecoveryForm, TwoFactorForm, LoadingModal].map((part) => part.settled())).toEqual([true, true, true]), { timeout: 5000 });
  });
});
