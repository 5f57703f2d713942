import { describe, expect, it } from 'vitest';
import { accountKey, accountPolicy, addressKey, addressPolicy, isLocked, lockMs, pairKey } from '../../../src/server/auth/throttle';

const at = (iso: string) => new Date(iso);

describe('lockMs', () => {
  it('locks nothing below 5 failures of an account, then 2^(n-5) seconds', () => {
    expect([0, 1, 4].map((failures) => lockMs(failures, accountPolicy))).toEqual([0, 0, 0]);
    expect([5, 6, 7, 10].map((failures) => lockMs(failures, accountPolicy))).toEqual([1000, 2000, 4000, 32_000]);
  });

  it('caps the lock at 15 minutes, however many failures', () => {
    expect(lockMs(14, accountPolicy)).toBe(512_000);
    expect(lockMs(15, accountPolicy)).toBe(900_000);
    expect(lockMs(1_000_000, accountPolicy)).toBe(900_000);
  });

  it('gives an address 20 failures before the first lock', () => {
    expect(lockMs(19, addressPolicy)).toBe(0);
    expect(lockMs(20, addressPolicy)).toBe(1000);
  });
});

describe('isLocked', () => {
  const state = { failures: 7, last_failure_at: at('2026-11-21T10:00:00Z') };

  it('is locked until the lock after the last failure has passed', () => {
    expect(isLocked(state, accountPolicy, at('2026-11-21T10:00:03.999Z'))).toBe(true);
    expect(isLocked(state, accountPolicy, at('2026-11-21T10:00:04Z'))).toBe(false);
  });

  it('is open without failures or below the threshold', () => {
    expect(isLocked(undefined, accountPolicy, at('2026-11-21T10:00:00Z'))).toBe(false);
    expect(isLocked({ ...state, failures: 4 }, accountPolicy, at('2026-11-21T10:00:00Z'))).toBe(false);
  });
});

describe('throttle keys', () => {
  it('count one account whatever the case of its username, apart per kind and office', () => {
    expect(accountKey('login', 1, ' Jan.DeVries@example.nl ').key).toBe(accountKey('login', 1, 'jan.devries@example.nl').key);
    expect(accountKey('login', 1, 'jan@example.nl').key).not.toBe(accountKey('recovery', 1, 'jan@example.nl').key);
    expect(accountKey('login', 1, 'jan@example.nl').key).not.toBe(accountKey('login', 2, 'jan@example.nl').key);
    expect(addressKey('login', '10.0.0.1').key).not.toBe(accountKey('login', 1, '10.0.0.1').key);
  });

  it('keep no username or address readable', () => {
    expect(accountKey('login', 1, 'jan@example.nl').key).toMatch(/^[0-9a-f]{64}$/);
    expect(addressKey('login', '10.0.0.1').key).not.toContain('10.0.0.1');
  });
});

describe('pairKey', () => {
  it('keys one account tried from one address: another address or account is another key', () => {
    const key = pairKey('login', 1, 'Jan@Example.nl', '10.0.0.1');
    expect(pairKey('login', 1, 'jan@example.nl', '10.0.0.1').key).toBe(key.key);
    expect(pairKey('login', 1, 'jan@example.nl', '10.0.0.2').key).not.toBe(key.key);
    expect(pairKey('login', 2, 'jan@example.nl', '10.0.0.1').key).not.toBe(key.key);
    expect(key.key).not.toBe(accountKey('login', 1, 'jan@example.nl').key);
    expect(key.policy).toBe(accountPolicy);
  });
});
