// Where the customer is signed in (issue 39 item 6): the list, ending one session and ending all
// others, each for the owner, another customer and another office; and the mail of a sign-in from
// a device the customer has not used lately.
import { describe, expect, it } from 'vitest';
import { answerErrors } from './contract-answers';
import { demoLogins, useTestServer } from './helper';

const server = useTestServer();
const jan = demoLogins.vandijk;
const pixel = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

interface Listed {
  sessions: { id: string; browser: string | null; os: string | null; device_type: string; current: boolean }[];
}
const list = (token: string, office = 'vandijk') => server.call(office, 'GET', '/api/customer/sessions', { token });
const end = (token: string, id: string, office = 'vandijk') => server.call(office, 'DELETE', `/api/customer/sessions/${id}`, { token });
const endOthers = (token: string, office = 'vandijk') => server.call(office, 'DELETE', '/api/customer/sessions', { token });
const customer = (token: string) => server.call('vandijk', 'GET', '/api/customer/customer', { token });
const refresh = (token: string) => server.call('vandijk', 'POST', '/proxy/auth/refresh', { body: { tenant: 'vandijk', token } });
const idOf = async (token: string) => (await list(token)).json<Listed>().sessions.find((row) => row.current)?.id ?? '';

describe('getSessions', () => {
  it('lists the customer’s open sessions by device, this one first and marked', async () => {
    const phone = await server.signIn('vandijk', jan, pixel);
    const laptop = await server.signIn('vandijk', jan, firefox);
    const answer = await list(laptop.access_token);
    expect(answer.statusCode).toBe(200);
    expect(answerErrors('portal', 'getSessions', 200, answer.json())).toEqual([]);
    const { sessions } = answer.json<Listed>();
    expect(sessions[0]).toMatchObject({ browser: 'Firefox', os: 'Windows', device_type: 'desktop', current: true });
    expect(sessions.filter((row) => row.current)).toHaveLength(1);
    expect(sessions).toContainEqual(expect.objectContaining({ id: await idOf(phone.access_token), browser: 'Chrome', os: 'Android', device_type: 'mobile' }));
  });

  it('shows no other customer’s sessions, nor another office’s', async () => {
    const sanne = await server.signIn('vandijk', demoLogins.vandijkSecond);
    const pieter = await server.signIn('degroot', demoLogins.degroot);
    const janIds = (await list((await server.signIn('vandijk', jan)).access_token)).json<Listed>().sessions.map((row) => row.id);
    const sannes = (await list(sanne.access_token)).json<Listed>().sessions.map((row) => row.id);
    const pieters = (await list(pieter.access_token, 'degroot')).json<Listed>().sessions.map((row) => row.id);
    expect(sannes.some((id) => janIds.includes(id))).toBe(false);
    expect(pieters.some((id) => janIds.includes(id) || sannes.includes(id))).toBe(false);
  });

  it('answers 401 without a token, and on another office’s host', async () => {
    const { access_token } = await server.signIn('vandijk', jan);
    expect((await server.call('vandijk', 'GET', '/api/customer/sessions')).statusCode).toBe(401);
    expect((await list(access_token, 'degroot')).statusCode).toBe(401);
  });
});

describe('deleteSession', () => {
  it('ends one session: its next call is 401 and its refresh token dies, the caller’s goes on', async () => {
    const other = await server.signIn('vandijk', jan, iphone);
    const mine = await server.signIn('vandijk', jan);
    const answer = await end(mine.access_token, await idOf(other.access_token));
    expect(answer.statusCode).toBe(200);
    expect(answerErrors('portal', 'deleteSession', 200, answer.json())).toEqual([]);
    expect((await customer(other.access_token)).statusCode).toBe(401);
    expect((await refresh(other.refresh_token)).statusCode).toBe(401);
    expect((await customer(mine.access_token)).statusCode).toBe(200);
  });

  it('answers 404 for another customer’s session, another office’s, and one already ended', async () => {
    const mine = await server.signIn('vandijk', jan);
    const sanne = await server.signIn('vandijk', demoLogins.vandijkSecond);
    const pieter = await server.signIn('degroot', demoLogins.degroot);
    const sannes = await idOf(sanne.access_token);
    const pieters = (await list(pieter.access_token, 'degroot')).json<Listed>().sessions[0]?.id ?? '';
    expect((await end(mine.access_token, sannes)).statusCode).toBe(404);
    expect((await end(mine.access_token, pieters)).statusCode).toBe(404);
    expect((await customer(sanne.access_token)).statusCode).toBe(200);
    expect((await end(pieter.access_token, sannes, 'degroot')).statusCode).toBe(404);
    const gone = await server.signIn('vandijk', jan);
    const goneId = await idOf(gone.access_token);
    expect((await end(mine.access_token, goneId)).statusCode).toBe(200);
    expect((await end(mine.access_token, goneId)).statusCode).toBe(404);
  });

  it('refuses an id that is no session id with 400', async () => {
    const mine = await server.signIn('vandijk', jan);
    const answer = await end(mine.access_token, 'not-a-session');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ error: { code: expect.any(String) } });
  });
});

describe('deleteOtherSessions', () => {
  it('ends every other session of the customer, and only theirs', async () => {
    const first = await server.signIn('vandijk', jan, pixel);
    const second = await server.signIn('vandijk', jan, iphone);
    const sanne = await server.signIn('vandijk', demoLogins.vandijkSecond);
    const pieter = await server.signIn('degroot', demoLogins.degroot);
    const mine = await server.signIn('vandijk', jan);
    const answer = await endOthers(mine.access_token);
    expect(answer.statusCode).toBe(200);
    expect(answerErrors('portal', 'deleteOtherSessions', 200, answer.json())).toEqual([]);
    expect(answer.json<{ ended: number }>().ended).toBeGreaterThanOrEqual(2);
    for (const ended of [first, second]) {
      expect((await customer(ended.access_token)).statusCode).toBe(401);
      expect((await refresh(ended.refresh_token)).statusCode).toBe(401);
    }
    expect((await customer(mine.access_token)).statusCode).toBe(200);
    expect((await customer(sanne.access_token)).statusCode).toBe(200);
    expect((await list(pieter.access_token, 'degroot')).statusCode).toBe(200);
    expect((await list(mine.access_token)).json<Listed>().sessions).toHaveLength(1);
    expect((await endOthers(mine.access_token)).json()).toEqual({ ended: 0 });
  });

  it('answers 401 without a token', async () => {
    expect((await server.call('vandijk', 'DELETE', '/api/customer/sessions')).statusCode).toBe(401);
  });
});

describe('the new-device mail', () => {
  const subject = /Nieuwe aanmelding op je klantportaal/;
  const newDeviceMails = async (username: string) => (await server.outbox(username)).filter((mail) => subject.test(mail.subject));

  it('mails a sign-in from a browser not seen before, once, naming it, in the office’s form of address', async () => {
    await server.signIn('vandijk', jan);
    const before = (await newDeviceMails(jan.username)).length;
    const edge = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';
    await server.signIn('vandijk', jan, edge);
    const mails = await newDeviceMails(jan.username);
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]?.text).toContain('Edge op macOS');
    expect(mails[0]?.text).toMatch(/^Beste /);
    await server.signIn('vandijk', jan, edge);
    expect(await newDeviceMails(jan.username)).toHaveLength(before + 1);
  });
});
