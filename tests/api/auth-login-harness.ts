// Sign-in through the real server, shared by its two test files: a server on a standing clock,
// the demo logins, and the calls of the password and two-factor steps.
import { sql } from 'kysely';
import { demoLogins, freshAddress, standingClock, useTestServer } from './helper';

export const jan = demoLogins.vandijk;
export const sanne = demoLogins.vandijkSecond;
export const pieter = demoLogins.degroot;

/** A server for the calling test file, and the calls of a sign-in against it. */
export function useSignIn() {
  // The throttles run on this clock: a lock lasts until the test moves it, however slow the machine.
  const clock = standingClock();
  const server = useTestServer({ clock: clock.now });
  const login = (body: Record<string, unknown>, remoteAddress = freshAddress(), office: string | null = 'vandijk') =>
    server.call(office, 'POST', '/proxy/auth/login', { body: { tenant: 'vandijk', ...body }, remoteAddress });
  const requestCode = (username: string, ticket?: string, office = 'vandijk', remoteAddress = freshAddress()) =>
    server.call(office, 'POST', '/api/customer/auth/two_factor_code/email', {
      body: { username, scope: 'customer', ...(ticket ? { ticket } : {}) },
      remoteAddress,
    });
  return {
    clock,
    server,
    login,
    requestCode,
    /** Jan's password step: the ticket of its `two_factor_required` answer. */
    passwordStep: async () => (await login(jan)).json<{ ticket: string }>().ticket,
    latestCode: async (username: string) => (await server.outbox(username))[0]?.codes[0] ?? '',
    /** As if the client waited a minute. */
    waitAMinute: () => clock.advance(60_000),
    forgetThrottles: () => sql`DELETE FROM auth_throttle`.execute(server.database.db),
  };
}
