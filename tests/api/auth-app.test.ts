// The authenticator app and recovery codes through the real server (issue 39): set-up behind
// step-up, confirmation with a first code, sign-in with the app's code (each code once), a
// recovery code once, removal, and who may see or change whose factors.
import { generate } from 'otplib';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerErrors } from './contract-answers';
import { jan, pieter, sanne, useSignIn } from './auth-login-harness';

const { clock, server, login, forgetThrottles } = useSignIn();

const appCode = (key: string) => generate({ secret: key, epoch: Math.floor(clock.now().getTime() / 1000) });
const call = (token: string, method: string, url: string, body?: unknown, office = 'vandijk') =>
  server.call(office, method, `/api/customer/auth/${url}`, { token, ...(body === undefined ? {} : { body }) });

async function signedIn(who: { username: string; password: string }, office = 'vandijk') {
  return server.login(office, who.username, who.password);
}

/** A step-up with a mailed code, as a customer without an app does it. */
async function stepUpByMail(token: string, username: string) {
  expect((await call(token, 'POST', 'step_up/code')).statusCode).toBe(200);
  const code = (await server.outbox(username))[0]!.codes[0]!;
  return call(token, 'POST', 'step_up', { factor: 'email', code });
}

/** Sanne (no mailed codes) sets up an app: answers its key and her recovery codes. */
async function setUpApp(token: string) {
  expect((await stepUpByMail(token, sanne.username)).statusCode).toBe(200);
  const setup = await call(token, 'POST', 'app/setup');
  expect(setup.statusCode).toBe(200);
  const { key } = setup.json<{ key: string }>();
  const confirmed = await call(token, 'POST', 'app/confirm', { code: await appCode(key) });
  expect(confirmed.statusCode).toBe(200);
  return { key, codes: confirmed.json<{ codes: string[] }>().codes };
}

async function removeSannesApp() {
  await server.database.db.deleteFrom('authenticator_apps').execute();
  await server.database.db.deleteFrom('recovery_codes').execute();
}

describe('authenticator app', () => {
  beforeEach(async () => {
    await forgetThrottles();
    await removeSannesApp();
  });

  it('answers the factors of the signed-in customer only', async () => {
    const token = await signedIn(sanne);
    const factors = await call(token, 'GET', 'factors');
    expect(factors.statusCode).toBe(200);
    expect(factors.json()).toEqual({
      app: false,
      email: false,
      passkey: false,
      recovery_codes_left: 0,
      accepted: ['email', 'app', 'passkey'],
      stronger_required: false,
      proven_until: null,
    });
    expect(answerErrors('portal', 'getSecondFactors', 200, factors.json())).toEqual([]);
    // Jan signed in with his mailed code: that is a fresh proof.
    const jans = (await call(await signedIn(jan), 'GET', 'factors')).json<{ email: boolean; proven_until: string | null }>();
    expect(jans).toMatchObject({ email: true, proven_until: expect.any(String) });
    expect((await call(token, 'GET', 'factors', undefined, 'degroot')).statusCode).toBe(401);
    expect((await server.call('vandijk', 'GET', '/api/customer/auth/factors')).statusCode).toBe(401);
  });

  it('sets up only after step-up, and keeps the key sealed', async () => {
    const token = await signedIn(sanne);
    const refused = await call(token, 'POST', 'app/setup');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { code: 'step_up_required' } });
    expect((await stepUpByMail(token, sanne.username)).json()).toEqual({ proven_until: expect.any(String) });
    const setup = await call(token, 'POST', 'app/setup');
    expect(setup.statusCode).toBe(200);
    const answer = setup.json<{ key: string; uri: string; qr_svg: string }>();
    expect(answer.key).toMatch(/^[A-Z2-7]{32}$/);
    expect(answer.uri).toContain(`secret=${answer.key}`);
    expect(answer.qr_svg).toMatch(/^<svg/);
    const row = await server.database.db.selectFrom('authenticator_apps').select('secret_sealed').executeTakeFirstOrThrow();
    expect(row.secret_sealed).not.toContain(answer.key);
    expect(server.logs.join('\n')).not.toContain(answer.key);
  });

  it('confirms with a first code, refuses a wrong one and bad input, and mails the change', async () => {
    const token = await signedIn(sanne);
    await stepUpByMail(token, sanne.username);
    const { key } = (await call(token, 'POST', 'app/setup')).json<{ key: string }>();
    const right = await appCode(key);
    const wrong = await call(token, 'POST', 'app/confirm', { code: right === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ error: { code: 'app_code_wrong' } });
    expect((await call(token, 'POST', 'app/confirm', { code: '12' })).statusCode).toBe(400);
    expect((await call(token, 'POST', 'app/confirm', { code: right, extra: 1 })).statusCode).toBe(400);
    expect((await call(token, 'POST', 'app/confirm', { code: Number(right) })).statusCode).toBe(400);
    const confirmed = await call(token, 'POST', 'app/confirm', { code: right });
    expect(confirmed.statusCode).toBe(200);
    const { codes } = confirmed.json<{ codes: string[] }>();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const [mail] = await server.outbox(sanne.username);
    expect(mail).toMatchObject({ subject: 'Wijziging in je beveiliging bij Van Dijk Hypotheken & Verzekeringen' });
    expect(mail!.text).toContain('authenticator-app ingesteld');
    // A second app is refused while one is set up.
    expect((await call(token, 'POST', 'app/setup')).json()).toMatchObject({ error: { code: 'app_exists' } });
    const stored = await server.database.db.selectFrom('recovery_codes').select('code_hash').execute();
    expect(stored.map((row) => row.code_hash).join()).not.toContain(codes[0]!.replace('-', ''));
  });

  it('signs in with the app code once, and asks for it before a mailed code', async () => {
    const { key } = await setUpApp(await signedIn(sanne));
    const first = await login(sanne);
    expect(first.statusCode).toBe(403);
    expect(first.json()).toMatchObject({ error: { code: 'two_factor_required' }, factors: ['app', 'email', 'recovery'] });
    expect(answerErrors('proxy', 'postLogin', 403, first.json())).toEqual([]);
    // The confirmation used this time step's code: it is refused here.
    expect((await login({ ...sanne, otp: await appCode(key) })).statusCode).toBe(401);
    clock.advance(30_000);
    const code = await appCode(key);
    expect((await login({ ...sanne, otp: code })).statusCode).toBe(200);
    expect((await login({ ...sanne, otp: code, factor: 'app' })).statusCode).toBe(401);
    clock.advance(30_000);
    expect((await login({ ...sanne, otp: await appCode(key), factor: 'app' })).statusCode).toBe(200);
  });

  it('signs in with a recovery code once, and mails its use', async () => {
    const { codes } = await setUpApp(await signedIn(sanne));
    const code = codes[3]!;
    expect((await login({ ...sanne, otp: code, factor: 'recovery' })).statusCode).toBe(200);
    const [mail] = await server.outbox(sanne.username);
    expect(mail!.text).toContain('herstelcodes ingelogd');
    expect((await login({ ...sanne, otp: code, factor: 'recovery' })).statusCode).toBe(401);
    expect((await login({ ...sanne, otp: 'abcde-fghjk', factor: 'recovery' })).statusCode).toBe(401);
    const token = await signedInWithApp(codes[4]!);
    expect((await call(token, 'GET', 'factors')).json()).toMatchObject({ app: true, recovery_codes_left: 8 });
  });

  it('removes the app and renews the codes only after a fresh proof', async () => {
    const { key, codes } = await setUpApp(await signedIn(sanne));
    clock.advance(30_000);
    const token = (await login({ ...sanne, otp: await appCode(key) })).json<{ access_token: string }>().access_token;
    clock.advance(5 * 60_000 + 1_000);
    expect((await call(token, 'POST', 'recovery_codes')).json()).toMatchObject({ error: { code: 'step_up_required' } });
    expect((await call(token, 'DELETE', 'app')).json()).toMatchObject({ error: { code: 'step_up_required' } });
    expect((await call(token, 'POST', 'step_up', { factor: 'app', code: '000000' })).json()).toMatchObject({ error: { code: 'step_up_code_wrong' } });
    expect((await call(token, 'POST', 'step_up', { factor: 'app', code: await appCode(key) })).statusCode).toBe(200);
    const renewed = await call(token, 'POST', 'recovery_codes');
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json<{ codes: string[] }>().codes).not.toContain(codes[0]);
    expect((await login({ ...sanne, otp: codes[0]!, factor: 'recovery' })).statusCode).toBe(401);
    expect((await call(token, 'DELETE', 'app')).json()).toEqual({ success: true });
    expect((await server.outbox(sanne.username))[0]!.text).toContain('authenticator-app verwijderd');
    expect((await call(token, 'DELETE', 'app')).statusCode).toBe(404);
    // Without an app nor mailed codes, Sanne needs no codes to stand in for one.
    expect((await call(token, 'POST', 'recovery_codes')).json()).toMatchObject({ error: { code: 'no_second_factor' } });
  });

  it("never touches another customer's or another office's app", async () => {
    await setUpApp(await signedIn(sanne));
    const pieters = await signedIn(pieter, 'degroot');
    expect((await call(pieters, 'GET', 'factors', undefined, 'degroot')).json()).toMatchObject({ app: false, recovery_codes_left: 0 });
    expect((await call(pieters, 'DELETE', 'app', undefined, 'degroot')).statusCode).toBe(404);
    const jans = await signedIn(jan);
    expect((await call(jans, 'DELETE', 'app')).statusCode).toBe(404);
    expect((await call(jans, 'GET', 'factors')).json()).toMatchObject({ app: false });
    expect((await call(jans, 'DELETE', 'app', undefined, 'degroot')).statusCode).toBe(401);
    expect(await server.database.db.selectFrom('authenticator_apps').select('customer_id').execute()).toHaveLength(1);
  });
});

async function signedInWithApp(recoveryCode: string) {
  const answer = await login({ ...sanne, otp: recoveryCode, factor: 'recovery' });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ access_token: string }>().access_token;
}
