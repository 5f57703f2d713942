// @vitest-environment jsdom
// The session hint runs before the portal's code and guesses, from local storage alone, whether
// the portal will start signed in; it must guess as the portal decides (early-start.ts asks the
// full account parser), or a returning customer waits for the shell's code after all.
import { describe, expect, it } from 'vitest';
import { holdsSession, preloadModules } from '../../../../src/app/startup/session-hint';
import { createAccountStorage, HANDOVER_KEY, STORAGE_KEY, type StoredAccount } from '../../../../src/features/auth/account-storage';
import { fakeStorage } from '../../support/fake-storage';
import { storedJan } from '../../support/stored-accounts';

const jan = storedJan;
const saved = (current: string | null, accounts: StoredAccount[]) => JSON.stringify({ current, accounts: Object.fromEntries(accounts.map((account) => [account.id, account])) });

const devices: Record<string, Record<string, string>> = {
  'a new device': {},
  'a signed-in account': { [STORAGE_KEY]: saved(jan.id, [jan]) },
  'a saved account without tokens (logged out)': { [STORAGE_KEY]: saved(jan.id, [{ ...jan, tokens: null }]) },
  'saved accounts, none current': { [STORAGE_KEY]: saved(null, [jan]) },
  'a current account that is not saved': { [STORAGE_KEY]: saved('vandijk:9', [jan]) },
  'a broken value': { [STORAGE_KEY]: '{"current":' },
  'a value of another shape': { [STORAGE_KEY]: '[1,2]' },
  'a handed-over session': { [HANDOVER_KEY]: JSON.stringify({ access_token: 'a', refresh_token: 'r', expires_in: 900, tenant: 'vandijk' }) },
};

describe('holdsSession', () => {
  it.each(Object.entries(devices))('guesses as the portal decides on %s', (_device, entries) => {
    const portalDecides = entries[HANDOVER_KEY] !== undefined || Boolean(createAccountStorage(fakeStorage(entries)).current()?.tokens);
    expect(holdsSession(fakeStorage(entries))).toBe(portalDecides);
  });

  it('says yes only where a session is stored', () => {
    expect(Object.keys(devices).filter((device) => holdsSession(fakeStorage(devices[device]!)))).toEqual(['a signed-in account', 'a handed-over session']);
  });
});

describe('preloadModules', () => {
  it('asks for each file as a module preload, fetched as the module scripts are', () => {
    preloadModules(['/assets/signed-in-abc.js', '/assets/Stepper-def.js'], document);
    const links = [...document.head.querySelectorAll('link')];
    expect(links.map((link) => [link.rel, link.getAttribute('href'), link.crossOrigin])).toEqual([
      ['modulepreload', '/assets/signed-in-abc.js', ''],
      ['modulepreload', '/assets/Stepper-def.js', ''],
    ]);
  });
});
