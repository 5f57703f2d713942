// The two-factor step of a sign-in through the real server: mailed codes (single use, 10 minutes,
// a new one voids the old, 5 wrong tries void it), who gets one mailed, and the throttle on code
// mails (the password step: auth-login-password.test.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import { answerErrors } from './contract-answers';
import { jan, pieter, useSignIn } from './auth-login-harness';
import { freshAddress } from './helper';

const { clock, server, login, requestCode, passwordStep, latestCode, forgetThrottles } = useSignIn();

describe('two-factor sign-in', () => {
  beforeEach(forgetThrottles);

  it('answers two_factor_required without tokens when the password is right and no code is sent', async () => {
    const response = await login(jan);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: { code: 'two_factor_required', message: expect.any(String), status: 403 },
      ticket: expect.any(String),
      factors: ['email'],
    });
    expect(response.body).not.toContain('token');
    expect(answerErrors('proxy', 'postLogin', 403, response.json())).toEqual([]);
  });

  it('mails a 6-digit code in the office form of address and signs in with it once', async () => {
    const requested = await requestCode(jan.username, await passwordStep());
    expect(requested.statusCode).toBe(200);
    expect(requested.json()).toEqual({ success: true });
    const [mail] = await server.outbox(jan.username);
    expect(mail).toMatchObject({ to: jan.username, subject: 'Je inlogcode voor Van Dijk Hypotheken & Verzekeringen' });
    expect(mail!.text).toContain('Beste Jan');
    const code = mail!.codes[0]!;
    expect(code).toMatch(/^\d{6}$/);
    expect(mail!.text).toContain(code);

    const signedIn = await login({ ...jan, otp: code });
    expect(signedIn.statusCode).toBe(200);
    const { access_token } = signedIn.json<{ access_token: string }>();
    expect((await server.call('vandijk', 'GET', '/api/customer/customer', { token: access_token })).statusCode).toBe(200);

    const reused = await login({ ...jan, otp: code });
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject({ error: { code: 'login_error_noauth' } });
  });

  it('keeps only a keyed digest of the code', async () => {
    await requestCode(jan.username, await passwordStep());
    const code = await latestCode(jan.username);
    const row = await server.database.db.selectFrom('two_factor_codes').select('code_hash').executeTakeFirstOrThrow();
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.code_hash).not.toContain(code);
  });

  it('refuses a wrong code, and the right code after it still works', async () => {
    await requestCode(jan.username, await passwordStep());
    const code = await latestCode(jan.username);
    const wrong = await login({ ...jan, otp: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ error: { code: 'login_error_noauth' } });
    expect((await login({ ...jan, otp: code })).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    await requestCode(jan.username, await passwordStep());
    const code = await latestCode(jan.username);
    clock.advance(10 * 60_000 + 1_000);
    expect((await login({ ...jan, otp: code })).statusCode).toBe(401);
  });

  it('mails no new code within a minute of the last, and the code mailed stays valid', async () => {
    const ticket = await passwordStep();
    await requestCode(jan.username, ticket);
    const mails = (await server.outbox(jan.username)).length;
    expect((await requestCode(jan.username, ticket)).json()).toEqual({ success: true });
    expect(await server.outbox(jan.username)).toHaveLength(mails);
    expect((await login({ ...jan, otp: await latestCode(jan.username) })).statusCode).toBe(200);
  });

  it('mails a new sign-in its own code at once, voiding the code of the sign-in before', async () => {
    await requestCode(jan.username, await passwordStep());
    const first = await latestCode(jan.username);
    const mails = (await server.outbox(jan.username)).length;
    await requestCode(jan.username, await passwordStep());
    expect(await server.outbox(jan.username)).toHaveLength(mails + 1);
    const second = await latestCode(jan.username);
    if (first !== second) expect((await login({ ...jan, otp: first })).statusCode).toBe(401);
    expect((await login({ ...jan, otp: second })).statusCode).toBe(200);
  });

  it('voids the old code when a new one is mailed a minute later', async () => {
    const ticket = await passwordStep();
    await requestCode(jan.username, ticket);
    const first = await latestCode(jan.username);
    clock.advance(61_000);
    await requestCode(jan.username, ticket);
    const second = await latestCode(jan.username);
    if (first !== second) expect((await login({ ...jan, otp: first })).statusCode).toBe(401);
    expect((await login({ ...jan, otp: second })).statusCode).toBe(200);
  });

  it('voids a code after 5 wrong tries', async () => {
    await requestCode(jan.username, await passwordStep());
    const code = await latestCode(jan.username);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) expect((await login({ ...jan, otp: wrong })).statusCode).toBe(401);
    // The wrong tries also locked the account; lift that lock to see the code itself is void.
    await forgetThrottles();
    expect((await login({ ...jan, otp: code })).statusCode).toBe(401);
    await requestCode(jan.username, await passwordStep());
    expect((await login({ ...jan, otp: await latestCode(jan.username) })).statusCode).toBe(200);
  });

  it('mails no code unless a sign-in just passed the password, and answers the same', async () => {
    const stranger = await requestCode(pieter.username, undefined, 'degroot');
    const unknown = await requestCode('niemand@example.nl', undefined, 'degroot');
    expect(stranger.statusCode).toBe(200);
    expect(unknown.json()).toEqual(stranger.json());
    expect(await server.outbox(pieter.username)).toEqual([]);
    expect(await server.outbox('niemand@example.nl')).toEqual([]);
  });

  it('addresses a formal office’s customer with u', async () => {
    const step = await login({ ...pieter, tenant: 'degroot' }, freshAddress(), 'degroot');
    expect(step.statusCode).toBe(403);
    await requestCode(pieter.username, step.json<{ ticket: string }>().ticket, 'degroot');
    const [mail] = await server.outbox(pieter.username);
    expect(mail).toMatchObject({ subject: 'Uw inlogcode voor De Groot Financieel Advies' });
    expect(mail!.text).toContain('Geachte Pieter Jansen');
    expect(mail!.text).toContain('logt u in');
  });

  it('takes the office from the body on a host without office, and refuses a contradicting one', async () => {
    const ticket = await passwordStep();
    const mails = (await server.outbox(jan.username)).length;
    const hostless = await server.call(null, 'POST', '/api/customer/auth/two_factor_code/email', {
      body: { username: jan.username, scope: 'customer', tenant: 'vandijk', ticket },
    });
    expect(hostless.statusCode).toBe(200);
    expect(await server.outbox(jan.username)).toHaveLength(mails + 1);
    const unnamed = await server.call(null, 'POST', '/api/customer/auth/two_factor_code/email', { body: { username: jan.username, scope: 'customer' } });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json()).toMatchObject({ error: { code: 'login_error_tenant', details: [{ field: 'body.tenant' }] } });
    const contradicting = await server.call('vandijk', 'POST', '/api/customer/auth/two_factor_code/email', {
      body: { username: jan.username, scope: 'customer', tenant: 'degroot' },
    });
    expect(contradicting.statusCode).toBe(400);
    expect(contradicting.json()).toMatchObject({ error: { code: 'office_mismatch' } });
  });

  it('throttles code mails per account and address: the sixth request from one address within minutes answers 429', async () => {
    const ticket = await passwordStep();
    const address = freshAddress();
    for (let request = 0; request < 5; request++) expect((await requestCode(jan.username, ticket, 'vandijk', address)).statusCode).toBe(200);
    const refused = await requestCode(jan.username, ticket, 'vandijk', address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: 'too_many_attempts' } });
    expect(answerErrors('portal', 'postTwoFactorCodeEmail', 429, refused.json())).toEqual([]);
  });
});
