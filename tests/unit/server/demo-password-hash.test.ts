import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../../src/server/auth/passwords';
import { DEMO_PASSWORD, DEMO_PASSWORD_HASH } from '../../../src/server/seed/data/contacts';

describe('the demo password hash made once', () => {
  it('is a hash of the demo password, as hashPassword stores one', async () => {
    expect(DEMO_PASSWORD_HASH).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword(DEMO_PASSWORD, DEMO_PASSWORD_HASH)).toBe(true);
    expect(await verifyPassword(`${DEMO_PASSWORD}x`, DEMO_PASSWORD_HASH)).toBe(false);
  });
});
