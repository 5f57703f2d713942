import { describe, expect, it } from 'vitest';
import { issueAccessToken, readAccessToken } from '../../../src/server/auth/tokens';
import { hashPassword, verifyPassword } from '../../../src/server/auth/passwords';

const secret = 'a'.repeat(64);
const now = Date.parse('2026-11-28T10:00:00Z');
const claims = { sid: 'session-1', tid: 1, cid: 7, exp: now / 1000 + 60 };

describe('access tokens', () => {
  it('reads back the claims of a token it issued', () => {
    expect(readAccessToken(secret, issueAccessToken(secret, claims), now)).toEqual(claims);
  });

  it('refuses a token signed with another secret, changed claims, or an expired one', () => {
    const token = issueAccessToken(secret, claims);
    expect(readAccessToken('b'.repeat(64), token, now)).toBeNull();
    const [prefix, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, cid: 8 })).toString('base64url');
    expect(readAccessToken(secret, `${prefix}.${forged}.${signature}`, now)).toBeNull();
    expect(readAccessToken(secret, issueAccessToken(secret, claims), now + 60_000)).toBeNull();
    expect(readAccessToken(secret, issueAccessToken(secret, { ...claims, exp: 1 }), now)).toBeNull();
    expect(readAccessToken(secret, 'garbage', now)).toBeNull();
  });
});

describe('passwords', () => {
  it('verifies the right password only, with a salted scrypt hash', async () => {
    const hash = await hashPassword('Welkom2026!');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await hashPassword('Welkom2026!')).not.toBe(hash);
    expect(await verifyPassword('Welkom2026!', hash)).toBe(true);
    expect(await verifyPassword('welkom2026!', hash)).toBe(false);
    expect(await verifyPassword('Welkom2026!', 'not-a-hash')).toBe(false);
  });
});
