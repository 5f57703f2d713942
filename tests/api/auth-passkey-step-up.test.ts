// A step-up proven with a passkey through the real server (issue 39 item 4, decision record 068):
// the signed-in customer's own passkey answers a challenge of their own and the session may make
// security changes; another customer's passkey, a replayed answer and a sign-in's challenge prove
// nothing and count as wrong answers; an office that does not accept passkeys refuses.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { json } from '../../src/server/db/database';
import { answerErrors } from './contract-answers';
import { jan, sanne } from './auth-login-harness';
import type { SoftAuthenticator } from './passkey-authenticator';
import { portalOf, usePasskeys } from './passkey-harness';

const { server, clock, call, stepUpByMail, addPasskey, signInOptions, forgetThrottles } = usePasskeys();
let own: SoftAuthenticator;
let janKey: SoftAuthenticator;

const factors = async (token: string) => (await call(token, 'GET', 'factors')).json<{ passkey: boolean; proven_until: string | null }>();
const options = async (token: string) => (await call(token, 'POST', 'step_up/passkey_options')).json<{ challenge: string }>();
const prove = (token: string, credential: unknown) => call(token, 'POST', 'step_up/passkey', { credential });
const errorCode = (answer: { json: () => unknown }) => (answer.json() as { error: { code: string } }).error.code;

describe('a step-up with a passkey', () => {
  beforeAll(async () => {
    const token = await server.login('vandijk', sanne.username, sanne.password);
    await stepUpByMail(token, sanne.username);
    ({ authenticator: own } = await addPasskey(token, 'Telefoon van Sanne'));
    // Jan signs in with his mailed code, which proves a factor: he adds his passkey at once.
    ({ authenticator: janKey } = await addPasskey(await server.login('vandijk', jan.username, jan.password), 'Telefoon van Jan'));
  });
  beforeEach(() => forgetThrottles());

  it("proves a fresh session with the customer's own passkey", async () => {
    const token = await server.login('vandijk', sanne.username, sanne.password);
    expect(await factors(token)).toMatchObject({ passkey: true, proven_until: null });
    const asked = await call(token, 'POST', 'step_up/passkey_options');
    expect(asked.statusCode).toBe(200);
    expect(answerErrors('portal', 'postStepUpPasskeyOptions', 200, asked.json())).toEqual([]);
    expect(asked.json()).toMatchObject({ rpId: 'vandijk.localhost', userVerification: 'required' });
    const proven = await prove(token, own.signIn(asked.json(), portalOf('vandijk')));
    expect(proven.statusCode, proven.body).toBe(200);
    expect(answerErrors('portal', 'postStepUpPasskey', 200, proven.json())).toEqual([]);
    expect(proven.json()).toEqual({ proven_until: new Date(clock.now().getTime() + 5 * 60_000).toISOString() });
    expect((await factors(token)).proven_until).not.toBeNull();
  });

  it("refuses another customer's passkey, a replayed answer and a sign-in's challenge", async () => {
    const token = await server.login('vandijk', sanne.username, sanne.password);
    const theirs = await prove(token, janKey.signIn(await options(token), portalOf('vandijk')));
    expect([theirs.statusCode, errorCode(theirs)]).toEqual([403, 'step_up_passkey_wrong']);
    const answer = own.signIn(await options(token), portalOf('vandijk'));
    expect((await prove(token, answer)).statusCode).toBe(200);
    const again = await prove(await server.login('vandijk', sanne.username, sanne.password), answer);
    expect([again.statusCode, errorCode(again)]).toEqual([403, 'step_up_passkey_wrong']);
    const signIn = (await signInOptions()).json<{ challenge: string }>();
    const other = await server.login('vandijk', sanne.username, sanne.password);
    expect(errorCode(await prove(other, own.signIn(signIn, portalOf('vandijk'))))).toBe('step_up_passkey_wrong');
    expect((await factors(other)).proven_until).toBeNull();
  });

  it('locks the step-up after five wrong answers', async () => {
    const token = await server.login('vandijk', sanne.username, sanne.password);
    for (let wrong = 0; wrong < 5; wrong += 1) {
      expect((await prove(token, own.signIn(await options(token), { ...portalOf('vandijk'), origin: 'http://elsewhere.localhost:3000' }))).statusCode).toBe(
        403,
      );
    }
    expect((await prove(token, own.signIn(await options(token), portalOf('vandijk')))).statusCode).toBe(429);
  });

  it('answers bad bodies with 400 and a stranger with 401', async () => {
    const token = await server.login('vandijk', sanne.username, sanne.password);
    const credential = own.signIn(await options(token), portalOf('vandijk'));
    expect((await call(token, 'POST', 'step_up/passkey', { credential, extra: true })).statusCode).toBe(400);
    expect((await call(token, 'POST', 'step_up/passkey', { credential: { ...credential, id: 42 } })).statusCode).toBe(400);
    expect((await call(token, 'POST', 'step_up/passkey', {})).statusCode).toBe(400);
    expect((await server.call('vandijk', 'POST', '/api/customer/auth/step_up/passkey_options')).statusCode).toBe(401);
    expect((await server.call('vandijk', 'POST', '/api/customer/auth/step_up/passkey', { body: { credential } })).statusCode).toBe(401);
  });

  it('is refused where the office does not accept passkeys', async () => {
    const token = await server.login('vandijk', sanne.username, sanne.password);
    const credential = own.signIn(await options(token), portalOf('vandijk'));
    const settings = (await server.database.db.selectFrom('tenants').select('settings').where('name', '=', 'vandijk').executeTakeFirstOrThrow()).settings;
    await server.database.db
      .updateTable('tenants')
      .set({ settings: json({ ...settings, second_factors: ['email', 'app'] }) })
      .where('name', '=', 'vandijk')
      .execute();
    // Past the few seconds the server keeps an office's row.
    clock.advance(10_000);
    try {
      for (const answer of [await call(token, 'POST', 'step_up/passkey_options'), await prove(token, credential)]) {
        expect([answer.statusCode, errorCode(answer)]).toEqual([403, 'factor_not_accepted']);
      }
      expect((await factors(token)).passkey).toBe(true);
    } finally {
      await server.database.db
        .updateTable('tenants')
        .set({ settings: json(settings) })
        .where('name', '=', 'vandijk')
        .execute();
      clock.advance(10_000);
    }
  });
});
