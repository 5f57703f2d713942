// Password sign-in through the real server, the throttle that answers a locked account like a
// wrong password, and the office of a sign-in (the two-factor step: auth-login-two-factor.test.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import { answerErrors } from './contract-answers';
import { jan, sanne, useSignIn } from './auth-login-harness';
import { freshAddress } from './helper';

const { server, login, waitAMinute, forgetThrottles } = useSignIn();

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
