// Only the configured proxies are believed about the client's address (TRUST_PROXY as addresses):
// a client that connects itself and names an address in X-Forwarded-For is counted under its own,
// so rotating that header does not walk past the sign-in throttle. TRUST_PROXY=true, which would
// believe anyone, is refused in production (tests/unit/server/config.test.ts).
// Runs on PGlite only (decision 055): the address decides; the throttle's SQL runs on PostgreSQL in auth-login-password.test.ts.
import { describe, expect, it } from 'vitest';
import { demoLogins, standingClock, useTestServer } from './helper';

const PROXY = '10.0.0.1';
const STRANGER = '10.9.9.9';
// A lock lasts seconds after the failure that set it; a clock that stands still keeps the test from
// reaching past one while a busy machine answers the 25 attempts slowly.
const clock = standingClock(new Date('2026-11-28T10:00:00Z'));
const server = useTestServer({ env: { TRUST_PROXY: PROXY }, clock: clock.now });

const forwarded = (address: string) => ({ 'x-forwarded-for': address });
const ipSeen = async (remoteAddress: string, claimed: string) =>
  (await server.call(null, 'GET', '/proxy/ip_address/', { remoteAddress, headers: forwarded(claimed) })).json<{ ip_address: string }>().ip_address;

describe('X-Forwarded-For', () => {
  it('is believed from the configured proxy and ignored from anyone else', async () => {
    expect(await ipSeen(PROXY, '203.0.113.7')).toBe('203.0.113.7');
    expect(await ipSeen(STRANGER, '203.0.113.7')).toBe(STRANGER);
  });

  it('does not let a client rotate its way past the sign-in throttle', async () => {
    const { username, password } = demoLogins.vandijkSecond;
    const attempt = (n: number, secret: string) =>
      server.call('vandijk', 'POST', '/proxy/auth/login', {
        remoteAddress: STRANGER,
        headers: forwarded(`198.51.100.${n}`),
        body: { username, password: secret, tenant: 'vandijk' },
      });
    for (let n = 1; n <= 25; n += 1) expect((await attempt(n, 'Fout-wachtwoord1!')).statusCode).toBe(401);
    expect((await attempt(26, password)).statusCode).toBe(401);
    // Through the proxy the owner, at an address of their own, still signs in.
    const owner = await server.call('vandijk', 'POST', '/proxy/auth/login', {
      remoteAddress: PROXY,
      headers: forwarded('192.0.2.10'),
      body: { username, password, tenant: 'vandijk' },
    });
    expect(owner.statusCode).toBe(200);
  });
});
