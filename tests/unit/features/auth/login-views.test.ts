// The login flow's views beside the form are files of their own: start-up fetches the saved
// accounts' view only for a device that has saved accounts, and the rest come after the first paint.
import { describe, expect, it, vi } from 'vitest';
import { createAccountStorage } from '../../../../src/features/auth/account-storage';
import { fakeStorage } from '../../support/fake-storage';
import { storedJan } from '../../support/stored-accounts';

const fetched = vi.hoisted(() => new Set<string>());
for (const view of ['multi-view', 'recovery-form', 'two-factor-form', 'loading-modal'])
  vi.doMock(`../../../../src/features/auth/components/${view}`, async (original) => (fetched.add(view), original()));

const { preloadFirstLoginView, preloadLoginViews } = await import('../../../../src/features/auth/login-views');

describe('the login views', () => {
  it('start-up fetches no view for a device without saved accounts', async () => {
    await preloadFirstLoginView(fakeStorage());
    expect([...fetched]).toEqual([]);
  });

  it('start-up fetches the saved accounts view, and only that, for a device that has some', async () => {
    const storage = fakeStorage();
    createAccountStorage(storage).save({ ...storedJan, tokens: null });
    await preloadFirstLoginView(storage);
    expect([...fetched]).toEqual(['multi-view']);
  });

  it('then the other views and the loading modal are fetched', async () => {
    preloadLoginViews();
    await vi.waitFor(() => expect([...fetched].sort()).toEqual(['loading-modal', 'multi-view', 'recovery-form', 'two-factor-form']), { timeout: 5000 });
  });
});
