// Sign-in through the real server: password, the two-factor step with mailed codes (single use,
// 10 minutes, a new one voids the old, 5 wrong tries void it), and the throttle that answers a
// locked account like a wrong password.
import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerErrors } from './contract-answers';
import { demoLogins, freshAddress, standingClock, useTestServer } from './helper';

// The throttles run on this clock: a lock lasts until the test moves it, however slow the machine.
const clock = standingClock();
const server = useTestServer({ clock: clock.now });
const jan = demoLogins.vandijk;
const sanne = demoLogins.vandijkSecond;
const pieter = demoLogins.degroot;

const login = (body: Record<string, unknown>, remoteAddress = freshAddress(), office: string | null = 'vandijk') =>
  server.call(office, 'POST', '/proxy/auth/login', { body: { tenant: 'vandijk', ...body }, remoteAddress });
const requestCode = (username: string, ticket?: string, office = 'vandijk', remoteAddress = freshAddress()) =>
  server.call(office, 'POST', '/api/customer/auth/two_factor_code/email', {
    body: { username, scope: 'customer', ...(ticket ? { ticket } : {}) },
    remoteAddress,
  });
/** Jan's password step: the ticket of its `two_factor_required` answer. */
const passwordStep = async () => (await login(jan)).json<{ ticket: string }>().ticket;
const latestCode = async (username: string) => (await server.outbox(username))[0]?.codes[0] ?? '';
/** As if the client waited a minute. */
const waitAMinute = () => clock.advance(60_000);
const forgetThrottles = () => sql`DELETE FROM auth_throttle`.execute(server.database.db);

describe('password sign-in', () => {
  beforeEach(forgetThrottles);

  it('answers tokens for an account without two-factor', async () => {
    const response = await login(sanne);
    expect(response.statusCode).toBe(200);
    expect(answerErrors('proxy', 'postLogin', 200, response.json())).toEqual([]);
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const wrong = await login({ ...jan, password: 'Verkeerd123' });
    const unknown = await login({ username: 'niemand@example.nl', password: 'Verkeerd123' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ error: { code: 'login_error_noauth' } });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses an account that has no password yet like a wrong password', async () => {
    const response = await login({ username: 'lotte.visser@example.nl', password: 'Welkom2026!' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { code: 'login_error_noauth' } });
  });
});

describe('two-factor sign-in', () => {
  beforeEach(forgetThrottles);

  it('answers two_factor_required without tokens when the password is right and no code is sent', async () => {
    const response = await login(jan);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: { code: 'two_factor_required', message: expect.any(String), status: 403 }, ticket: expect.any(String) });
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

describe('throttling', () => {
  beforeEach(forgetThrottles);

  it('locks an account tried from one address after 5 failures with the answer of a wrong password, and lets it in after the lock', async () => {
    const stranger = freshAddress();
    const wrongAnswers = [];
    for (let failure = 0; failure < 8; failure++) {
      wrongAnswers.push((await login({ ...sanne, password: 'Verkeerd123' }, stranger)).json());
      if (failure < 7) await waitAMinute();
    }
    // 8 failures lock for 2^3 = 8 seconds: the right password is refused exactly like a wrong one.
    const locked = await login(sanne, stranger);
    expect(locked.statusCode).toBe(401);
    expect(locked.json()).toEqual(wrongAnswers[0]);
    await waitAMinute();
    expect((await login(sanne, stranger)).statusCode).toBe(200);
  });

  it("never locks the owner out: a stranger's wrong passwords slow only the stranger", async () => {
    const stranger = freshAddress();
    for (let failure = 0; failure < 12; failure++) await login({ ...sanne, password: 'Verkeerd123' }, stranger);
    expect((await login(sanne, stranger)).statusCode).toBe(401);
    // The owner, on their own device, signs in at once.
    expect((await login(sanne, freshAddress())).statusCode).toBe(200);
  });

  it('throttles an unknown account the same way', async () => {
    const unknown = { username: 'niemand@example.nl', password: 'Verkeerd123' };
    const answers = [];
    const address = freshAddress();
    for (let failure = 0; failure < 6; failure++) answers.push(await login(unknown, address));
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 401, 401, 401, 401]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    // The sixth came during the lock the fifth set off, and was not counted.
    const rows = await server.database.db.selectFrom('auth_throttle').select(['key', 'failures']).execute();
    expect(rows.map((row) => row.failures)).toContain(5);
    // Keys are digests: no typed username is kept.
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.key))).toBe(true);
  });

  it('locks an address after 20 failures across accounts', async () => {
    const address = freshAddress();
    for (let failure = 0; failure < 20; failure++) {
      expect((await login({ username: `gast${failure}@example.nl`, password: 'Verkeerd123' }, address)).statusCode).toBe(401);
    }
    expect((await login(sanne, address)).statusCode).toBe(401);
    expect((await login(sanne)).statusCode).toBe(200);
  });
});

describe('offices', () => {
  it('refuses a token of office A on office B’s host', async () => {
    const token = await server.login('vandijk', jan.username, jan.password);
    expect((await server.call('degroot', 'GET', '/api/customer/customer', { token })).statusCode).toBe(401);
    expect((await server.call('vandijk', 'GET', '/api/customer/customer', { token })).statusCode).toBe(200);
  });

  it('signs in on a host without office with the office in the body', async () => {
    expect((await login(sanne, freshAddress(), null)).statusCode).toBe(200);
  });
});
