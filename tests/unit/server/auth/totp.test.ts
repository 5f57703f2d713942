// App codes on a held clock (issue 39): right within one step either side, refused after, and a
// used step refused again; sealed keys open only with their own secret.
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { seal, unseal } from '../../../../src/server/auth/sealed';
import { checkAppCode, newAppSecret } from '../../../../src/server/auth/totp';

const at = new Date('2026-11-28T10:00:05Z');
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const later = (ms: number) => new Date(at.getTime() + ms);

describe('app codes', () => {
  it('accepts the code of this step and of one step either side, nothing further', async () => {
    const key = newAppSecret();
    const code = await generate({ secret: key, epoch: seconds(at) });
    expect(await checkAppCode(key, code, at, null)).toBe(Math.floor(seconds(at) / 30));
    expect(await checkAppCode(key, code, later(30_000), null)).not.toBeNull();
    expect(await checkAppCode(key, code, later(-30_000), null)).not.toBeNull();
    expect(await checkAppCode(key, code, later(65_000), null)).toBeNull();
  });

  it('refuses a code of a step already used, or of an older one', async () => {
    const key = newAppSecret();
    const code = await generate({ secret: key, epoch: seconds(at) });
    const step = await checkAppCode(key, code, at, null);
    expect(await checkAppCode(key, code, at, step)).toBeNull();
    const next = await generate({ secret: key, epoch: seconds(later(30_000)) });
    expect(await checkAppCode(key, next, later(30_000), step)).toBe(step! + 1);
  });

  it('refuses what is not six digits', async () => {
    expect(await checkAppCode(newAppSecret(), '12345a', at, null)).toBeNull();
  });
});

describe('sealed keys', () => {
  it('open with their secret only, and refuse an altered seal', () => {
    const sealed = seal('server-secret', 'JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(unseal('server-secret', sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(unseal('other-secret', sealed)).toBeNull();
    expect(unseal('server-secret', `${sealed.slice(0, -2)}AA`)).toBeNull();
  });
});
