// Adding, naming and removing passkeys through the real server (issue 39 item 1, decision record
// 068): behind step-up, verified against the office's origin and sub-domain with a single-use
// challenge, mailed to the customer, and never reaching another customer's or office's passkeys.
import { beforeEach, describe, expect, it } from 'vitest';
import { answerErrors } from './contract-answers';
import { jan, pieter, sanne } from './auth-login-harness';
import { SoftAuthenticator } from './passkey-authenticator';
import { portalOf, usePasskeys } from './passkey-harness';

const { server, clock, call, stepUpByMail, creationOptions, addPasskey, forgetThrottles } = usePasskeys();

describe('adding passkeys', () => {
  beforeEach(async () => {
    await forgetThrottles();
    await server.database.db.deleteFrom('passkeys').execute();
  });

  it('asks for step-up, answers options for the office sub-domain and keeps the passkey', async () => {
    const token = await server.login('vandijk', sanne.username, sanne.password);
    expect((await call(token, 'POST', 'passkeys/options')).json()).toMatchObject({ error: { code: 'step_up_required' } });
    await stepUpByMail(token, sanne.username);
    const options = await call(token, 'POST', 'passkeys/options');
    expect(answerErrors('portal', 'postPasskeyOptions', 200, options.json())).toEqual([]);
    expect(options.json()).toMatchObject({
      rp: { id: 'vandijk.localhost', name: 'Van Dijk Hypotheken & Verzekeringen' },
      user: { name: sanne.username },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    const authenticator = new SoftAuthenticator();
    const added = await call(token, 'POST', 'passkeys', { name: ' Mijn telefoon ', credential: authenticator.register(options.json(), portalOf('vandijk')) });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ id: expect.any(Number), name: 'Mijn telefoon', created_at: clock.now().toISOString(), last_used_at: null });
    const [mail] = await server.outbox(sanne.username);
    expect(mail).toMatchObject({ subject: 'Wijziging in je beveiliging bij Van Dijk Hypotheken & Verzekeringen' });
    expect(mail!.text).toContain('Je hebt een passkey toegevoegd');
    const listed = await call(token, 'GET', 'passkeys');
    expect(answerErrors('portal', 'getPasskeys', 200, listed.json())).toEqual([]);
    expect(listed.json()).toEqual({ passkeys: [added.json()] });
    // The next options exclude it, so the browser does not make it twice.
    expect((await creationOptions(token)).excludeCredentials.map(({ id }) => id)).toEqual([authenticator.id]);
  });

  it('refuses another origin, another relying party, no user verification and a used challenge', async () => {
    const token = await server.login('vandijk', sanne.username, sanne.password);
    await stepUpByMail(token, sanne.username);
    const refused = async (ceremony: Partial<ReturnType<typeof portalOf> & { verified: boolean }>) => {
      const credential = new SoftAuthenticator().register(await creationOptions(token), { ...portalOf('vandijk'), ...ceremony });
      return call(token, 'POST', 'passkeys', { name: 'Laptop', credential });
    };
    for (const ceremony of [
      { origin: 'http://degroot.localhost:3000' },
      { origin: 'https://evil.example' },
      { rpId: 'degroot.localhost' },
      { verified: false },
    ]) {
      const answer = await refused(ceremony);
      expect(answer.statusCode, JSON.stringify(ceremony)).toBe(400);
      expect(answer.json()).toMatchObject({ error: { code: 'passkey_invalid' } });
    }
    const authenticator = new SoftAuthenticator();
    const credential = authenticator.register(await creationOptions(token), portalOf('vandijk'));
    expect((await call(token, 'POST', 'passkeys', { name: 'Laptop', credential })).statusCode).toBe(201);
    const replayed = await call(token, 'POST', 'passkeys', { name: 'Laptop', credential });
    expect(replayed.json()).toMatchObject({ error: { code: 'passkey_invalid' } });
    // A challenge lives five minutes.
    const late = authenticator.register(await creationOptions(token), portalOf('vandijk'));
    clock.advance(5 * 60_000 + 1);
    await stepUpByMail(token, sanne.username);
    expect((await call(token, 'POST', 'passkeys', { name: 'Laptop', credential: late })).json()).toMatchObject({ error: { code: 'passkey_invalid' } });
    expect(await server.database.db.selectFrom('passkeys').select('id').execute()).toHaveLength(1);
  });

  it('answers bad input with 400 and a message key', async () => {
    const token = await server.login('vandijk', sanne.username, sanne.password);
    await stepUpByMail(token, sanne.username);
    const credential = new SoftAuthenticator().register(await creationOptions(token), portalOf('vandijk'));
    for (const body of [
      { name: '', credential },
      { name: 'x'.repeat(61), credential },
      { name: 'Laptop', credential, extra: true },
      { name: 'Laptop', credential: { ...credential, response: { ...credential.response, extra: 'x' } } },
      { name: 'Laptop', credential: { ...credential, type: 'password' } },
      { name: 'Laptop' },
    ]) {
      const answer = await call(token, 'POST', 'passkeys', body);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ error: { code: 'validation_error' } });
    }
    expect((await call(token, 'PATCH', 'passkeys/1', { name: '   ' })).statusCode).toBe(400);
    expect((await call(token, 'DELETE', 'passkeys/abc')).statusCode).toBe(400);
  });

  it('renames, and removes only after a fresh proof, mailing the removal', async () => {
    const token = await server.login('vandijk', sanne.username, sanne.password);
    await stepUpByMail(token, sanne.username);
    const { passkey } = await addPasskey(token);
    const renamed = await call(token, 'PATCH', `passkeys/${passkey.id}`, { name: 'Werklaptop' });
    expect(renamed.json()).toMatchObject({ id: passkey.id, name: 'Werklaptop' });
    clock.advance(5 * 60_000 + 1);
    expect((await call(token, 'DELETE', `passkeys/${passkey.id}`)).json()).toMatchObject({ error: { code: 'step_up_required' } });
    await stepUpByMail(token, sanne.username);
    expect((await call(token, 'DELETE', `passkeys/${passkey.id}`)).json()).toEqual({ success: true });
    expect((await server.outbox(sanne.username))[0]!.text).toContain('Je hebt een passkey verwijderd');
    expect((await call(token, 'DELETE', `passkeys/${passkey.id}`)).statusCode).toBe(404);
    expect((await call(token, 'GET', 'passkeys')).json()).toEqual({ passkeys: [] });
  });

  it("never shows or changes another customer's or another office's passkey", async () => {
    const sannes = await server.login('vandijk', sanne.username, sanne.password);
    await stepUpByMail(sannes, sanne.username);
    const { passkey } = await addPasskey(sannes);
    // Jan signed in with his mailed code, so his session is proven: only ownership stops him.
    const jans = await server.login('vandijk', jan.username, jan.password);
    expect((await call(jans, 'GET', 'passkeys')).json()).toEqual({ passkeys: [] });
    expect((await call(jans, 'PATCH', `passkeys/${passkey.id}`, { name: 'Van Jan' })).statusCode).toBe(404);
    expect((await call(jans, 'DELETE', `passkeys/${passkey.id}`)).statusCode).toBe(404);
    const pieters = await server.login('degroot', pieter.username, pieter.password);
    expect((await call(pieters, 'GET', 'passkeys', undefined, 'degroot')).json()).toEqual({ passkeys: [] });
    expect((await call(pieters, 'PATCH', `passkeys/${passkey.id}`, { name: 'Van Pieter' }, 'degroot')).statusCode).toBe(404);
    expect((await call(sannes, 'GET', 'passkeys', undefined, 'degroot')).statusCode).toBe(401);
    expect((await server.call('vandijk', 'GET', '/api/customer/auth/passkeys')).statusCode).toBe(401);
    expect((await call(sannes, 'GET', 'passkeys')).json()).toMatchObject({ passkeys: [{ id: passkey.id, name: 'Telefoon' }] });
  });
});
