// The saved accounts of a device (core §3 "Stored session", "Stored users") over a fake Storage.
import { describe, expect, it, vi } from 'vitest';
import { accountId, createAccountStorage, HANDOVER_KEY, STORAGE_KEY, type StoredAccount } from '../../../../src/features/auth/account-storage';
import { fakeStorage } from '../../support/fake-storage';
import { storedJan } from '../../support/stored-accounts';

const jan = storedJan;
const sanne: StoredAccount = { ...jan, id: accountId('vandijk', 2), customerId: 2, name: 'Sanne Bakker', username: 'sanne.bakker@example.nl', tokens: null };

describe('account storage', () => {
  it('keeps accounts per office and customer, with a current one', () => {
    const storage = createAccountStorage(fakeStorage());
    storage.save(jan);
    storage.save(sanne);
    storage.setCurrent(jan.id);
    expect(storage.list().map((account) => account.name)).toEqual(['Jan de Vries', 'Sanne Bakker']);
    expect(storage.current()).toEqual(jan);
    expect(accountId('degroot', 1)).not.toBe(jan.id);
  });

  it('keeps tokens per account, so switching needs no new login', () => {
    const storage = createAccountStorage(fakeStorage());
    storage.save(jan);
    storage.save(sanne);
    storage.setTokens(sanne.id, { accessToken: 'at-sanne', refreshToken: 'rt-sanne', expiresAt: 2 });
    expect(storage.get(jan.id)?.tokens?.accessToken).toBe('at-jan');
    expect(storage.get(sanne.id)?.tokens?.accessToken).toBe('at-sanne');
    storage.setTokens(jan.id, null);
    expect(storage.get(jan.id)?.tokens).toBeNull();
    expect(storage.get(jan.id)?.name).toBe('Jan de Vries');
  });

  it('removing the current account leaves no current account', () => {
    const storage = createAccountStorage(fakeStorage());
    storage.save(jan);
    storage.setCurrent(jan.id);
    storage.remove(jan.id);
    expect(storage.current()).toBeNull();
    expect(storage.list()).toEqual([]);
  });

  it('answers the same state object until something changes, and tells subscribers', () => {
    const storage = createAccountStorage(fakeStorage());
    const listener = vi.fn();
    storage.subscribe(listener);
    const before = storage.state();
    expect(storage.state()).toBe(before);
    storage.save(jan);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(storage.state()).not.toBe(before);
  });

  it('survives a broken or foreign stored value, keeping the whole accounts', () => {
    expect(createAccountStorage(fakeStorage({ [STORAGE_KEY]: '{not json' })).list()).toEqual([]);
    const mixed = JSON.stringify({ current: 'gone', accounts: { a: { id: 'x' }, b: jan } });
    const storage = createAccountStorage(fakeStorage({ [STORAGE_KEY]: mixed }));
    expect(storage.list()).toEqual([jan]);
    expect(storage.current()).toBeNull();
  });

  it('keeps handed-over tokens until they are cleared after their adoption (core §4)', () => {
    const raw = fakeStorage({ [HANDOVER_KEY]: JSON.stringify({ access_token: 'a', refresh_token: 'r', expires_in: 900, tenant: 'vandijk' }) });
    const storage = createAccountStorage(raw);
    expect(storage.handover()).toEqual({ access_token: 'a', refresh_token: 'r', expires_in: 900, tenant: 'vandijk' });
    // A reload before the adoption ends finds them again.
    expect(storage.handover()).toEqual({ access_token: 'a', refresh_token: 'r', expires_in: 900, tenant: 'vandijk' });
    storage.clearHandover();
    expect(raw.getItem(HANDOVER_KEY)).toBeNull();
    expect(storage.handover()).toBeNull();
  });

  it('removes a malformed handover without adopting it', () => {
    const raw = fakeStorage({ [HANDOVER_KEY]: JSON.stringify({ access_token: 'a' }) });
    expect(createAccountStorage(raw).handover()).toBeNull();
    expect(raw.getItem(HANDOVER_KEY)).toBeNull();
  });
});
