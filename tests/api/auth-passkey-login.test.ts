// Signing in with a passkey through the real server (issue 39 item 1, decision record 068): no
// username, the office's own origin and sub-domain, a single-use challenge stored server-side, a
// counter that must grow, the session proven for step-up, and never another office's passkey.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerErrors } from './contract-answers';
import { sanne } from './auth-login-harness';
import type { SoftAuthenticator } from './passkey-authenticator';
import { usePasskeys } from './passkey-harness';

const { server, clock, call, stepUpByMail, addPasskey, signInOptions, passkeyLogin, forgetThrottles } = usePasskeys();
let authenticator: SoftAuthenticator;

describe('signing in with a passkey', () => {
  beforeAll(async () => {
    const token = await server.login('vandijk', sanne.username, sanne.password);
    await stepUpByMail(token, sanne.username);
    ({ authenticator } = await addPasskey(token, 'Telefoon van Sanne'));
  });
  beforeEach(() => forgetThrottles());

  it('answers options with a challenge and no credentials, for the office sub-domain', async () => {
    const options = await signInOptions();
    expect(options.statusCode).toBe(200);
    expect(answerErrors('proxy', 'postPasskeySignInOptions', 200, options.json())).toEqual([]);
    expect(options.json()).toEqual({
      challenge: expect.stringMatching(/^[\w-]{40,}$/),
      rpId: 'vandijk.localhost',
      timeout: 300_000,
      userVerification: 'required',
    });
    expect((await signInOptions('degroot')).json()).toMatchObject({ rpId: 'degroot.localhost' });
    // Another office named on this office's address is refused as the password sign-in refuses it.
    expect((await server.call('vandijk', 'POST', '/proxy/auth/passkey/options', { body: { tenant: 'degroot' } })).statusCode).toBe(401);
    expect((await server.call('vandijk', 'POST', '/proxy/auth/passkey/options', { body: { tenant: 'vandijk', username: 'x' } })).statusCode).toBe(400);
    expect((await server.call(null, 'POST', '/proxy/auth/passkey/options', { body: { tenant: 'nobody' } })).statusCode).toBe(404);
  });

  it('signs the customer in as two factors: the session is proven for step-up', async () => {
    const { answer } = await passkeyLogin(authenticator);
    expect(answer.statusCode).toBe(200);
    expect(answerErrors('proxy', 'postPasskeyLogin', 200, answer.json())).toEqual([]);
    const token = answer.json<{ access_token: string }>().access_token;
    const factors = await call(token, 'GET', 'factors');
    expect(factors.json()).toMatchObject({ proven_until: new Date(clock.now().getTime() + 5 * 60_000).toISOString() });
    expect((await server.call('vandijk', 'GET', '/api/customer/customer', { token })).json()).toMatchObject({ username: sanne.username });
    const listed = (await call(token, 'GET', 'passkeys')).json<{ passkeys: { last_used_at: string | null }[] }>();
    expect(listed.passkeys[0]!.last_used_at).toBe(clock.now().toISOString());
  });

  it('refuses a replayed answer, another origin or relying party, no user verification and an old counter', async () => {
    const { answer, credential, remoteAddress } = await passkeyLogin(authenticator);
    expect(answer.statusCode).toBe(200);
    const replayed = await server.call('vandijk', 'POST', '/proxy/auth/passkey/login', { body: { tenant: 'vandijk', credential }, remoteAddress });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toMatchObject({ error: { code: 'login_error_noauth' } });
    for (const ceremony of [
      { origin: 'http://degroot.localhost:3000' },
      { origin: 'https://vandijk.localhost.evil.example' },
      { rpId: 'degroot.localhost' },
      { verified: false },
      { counter: 1 },
    ]) {
      const refused = await passkeyLogin(authenticator, ceremony);
      expect(refused.answer.statusCode, JSON.stringify(ceremony)).toBe(401);
    }
    // A challenge lives five minutes.
    const options = (await signInOptions()).json<{ challenge: string }>();
    clock.advance(5 * 60_000 + 1);
    const late = authenticator.signIn(options, { origin: 'http://vandijk.localhost:3000', rpId: 'vandijk.localhost', counter: 1000 });
    expect((await server.call('vandijk', 'POST', '/proxy/auth/passkey/login', { body: { tenant: 'vandijk', credential: late } })).statusCode).toBe(401);
    expect((await passkeyLogin(authenticator, { counter: 1001 })).answer.statusCode).toBe(200);
  });

  it('never signs in at another office, whose challenge and sub-domain it is not', async () => {
    expect((await passkeyLogin(authenticator, {}, 'degroot')).answer.statusCode).toBe(401);
    expect((await passkeyLogin(authenticator, { origin: 'http://degroot.localhost:3000', rpId: 'vandijk.localhost' }, 'degroot')).answer.statusCode).toBe(401);
    // Van Dijk's challenge answered at De Groot's address.
    const options = (await signInOptions('vandijk')).json<{ challenge: string }>();
    const credential = authenticator.signIn(options, { origin: 'http://vandijk.localhost:3000', rpId: 'vandijk.localhost', counter: 2000 });
    expect((await server.call('degroot', 'POST', '/proxy/auth/passkey/login', { body: { tenant: 'degroot', credential } })).statusCode).toBe(401);
  });

  it('answers bad input with 400, and locks an address after many failures', async () => {
    const { credential } = await passkeyLogin(authenticator, { counter: 3000 });
    for (const body of [
      { tenant: 'vandijk' },
      { tenant: 'vandijk', credential, extra: 1 },
      { tenant: 'vandijk', credential: { ...credential, rawId: 'not base64url!' } },
    ]) {
      const answer = await server.call('vandijk', 'POST', '/proxy/auth/passkey/login', { body });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ error: { code: 'validation_error' } });
    }
    const address = '10.250.0.1';
    const attempt = async (counter: number) => {
      const options = (await signInOptions('vandijk', address)).json<{ challenge: string }>();
      const answer = authenticator.signIn(options, { origin: 'https://evil.example', rpId: 'vandijk.localhost', counter });
      return server.call('vandijk', 'POST', '/proxy/auth/passkey/login', { body: { tenant: 'vandijk', credential: answer }, remoteAddress: address });
    };
    for (let failure = 0; failure < 20; failure += 1) expect((await attempt(4000 + failure)).statusCode).toBe(401);
    // Locked: even a right answer from that address is refused until the lock ends.
    const options = (await signInOptions('vandijk', address)).json<{ challenge: string }>();
    const right = authenticator.signIn(options, { origin: 'http://vandijk.localhost:3000', rpId: 'vandijk.localhost', counter: 5000 });
    expect(
      (await server.call('vandijk', 'POST', '/proxy/auth/passkey/login', { body: { tenant: 'vandijk', credential: right }, remoteAddress: address }))
        .statusCode,
    ).toBe(401);
    // More options than a person asks for (30 in 15 minutes) are refused.
    for (let request = 0; request < 9; request += 1) await signInOptions('vandijk', address);
    expect((await signInOptions('vandijk', address)).statusCode).toBe(429);
  });

  it('signs in no more once removed', async () => {
    const { answer } = await passkeyLogin(authenticator, { counter: 6000 });
    const token = answer.json<{ access_token: string }>().access_token;
    const { passkeys } = (await call(token, 'GET', 'passkeys')).json<{ passkeys: { id: number }[] }>();
    // The passkey's sign-in was a fresh proof: no other step-up is needed to remove it.
    expect((await call(token, 'DELETE', `passkeys/${passkeys[0]!.id}`)).statusCode).toBe(200);
    expect((await passkeyLogin(authenticator, { counter: 6001 })).answer.statusCode).toBe(401);
  });
});
