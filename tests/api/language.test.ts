// The customer's language kept with them (issue 42, items 9 and 13): the customer answer says which
// language the server keeps and whether someone chose it, a choice is the owner's alone, a bad
// value changes nothing, and computed signal texts are drawn in the kept language when read. The
// language the portal shows a customer who never chose one is kept for their mails, never over a
// choice (decision 062, amended).
import { beforeAll, describe, expect, it } from 'vitest';
import { demoLogins, standingClock, useDemoTokens, useTestServer } from './helper';

// Inside the 24 months before the Florius parts' fixed rate ends, so Jan has signals.
const clock = standingClock(new Date('2026-12-01T07:00:00Z'));
const server = useTestServer({ clock: clock.now });
const tokens = useDemoTokens(server);

type Who = keyof typeof tokens;
const office = (who: Who) => (who === 'pieter' ? 'degroot' : 'vandijk');
const choose = (who: Who, body: unknown, host = office(who)) => server.call(host, 'POST', '/api/customer/customer/language', { token: tokens[who], body });
const kept = async (who: Who) => {
  const { language, language_chosen } = (await server.call(office(who), 'GET', '/api/customer/customer', { token: tokens[who] })).json<
    Record<string, unknown>
  >();
  return { language, language_chosen };
};
const fixedRateTexts = async () =>
  (await server.call('vandijk', 'GET', '/api/customer/signal/active', { token: tokens.jan }))
    .json<{ description: string | null; customer_message: string | null }[]>()
    .filter((signal) => signal.description === 'fixed_rate_ending')
    .map((signal) => signal.customer_message ?? '');

beforeAll(async () => {
  const vandijk = await server.database.db.selectFrom('tenants').select('id').where('name', '=', 'vandijk').executeTakeFirstOrThrow();
  expect(await server.app.signals.runOffice(vandijk.id)).toBe(true);
});

describe('the language kept with the customer', () => {
  it('is Dutch and not chosen until the customer chooses', async () => {
    expect(await kept('sanne')).toEqual({ language: 'nl', language_chosen: false });
  });

  it("keeps the owner's choice, and only the owner's", async () => {
    expect((await choose('sanne', { language: 'en' })).statusCode).toBe(200);
    expect(await kept('sanne')).toEqual({ language: 'en', language_chosen: true });
    expect(await kept('jan')).toEqual({ language: 'nl', language_chosen: false });
    expect(await kept('pieter')).toEqual({ language: 'nl', language_chosen: false });
  });

  it("refuses another office's customer on this office's address, changing nothing", async () => {
    const refused = await choose('pieter', { language: 'de' }, 'vandijk');
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    expect(await kept('pieter')).toEqual({ language: 'nl', language_chosen: false });
    expect(await kept('jan')).toEqual({ language: 'nl', language_chosen: false });
  });

  it.each([{ language: 'fr' }, { language: 'EN' }, { language: 1 }, { language: null }, {}, { language: 'de', extra: true }])(
    'refuses %j with a message key, changing nothing',
    async (body) => {
      const refused = await choose('sanne', body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ error: { code: string } }>().error.code).toMatch(/^[a-z_]+$/);
      expect(await kept('sanne')).toEqual({ language: 'en', language_chosen: true });
    },
  );
});

describe('the language the portal shows without a choice', () => {
  it("is kept for the customer's mails, and stays no choice", async () => {
    expect((await choose('pieter', { language: 'en', chosen: false })).statusCode).toBe(200);
    expect(await kept('pieter')).toEqual({ language: 'en', language_chosen: false });
    await server.signIn('degroot', demoLogins.degroot);
    const [code] = await server.outbox(demoLogins.degroot.username);
    expect(code?.subject).toBe('Your sign-in code for De Groot Financieel Advies');
  });

  it('follows the device the customer uses next, until they choose', async () => {
    expect((await choose('pieter', { language: 'nl', chosen: false })).statusCode).toBe(200);
    expect(await kept('pieter')).toEqual({ language: 'nl', language_chosen: false });
    expect((await choose('pieter', { language: 'de', chosen: true })).statusCode).toBe(200);
    expect(await kept('pieter')).toEqual({ language: 'de', language_chosen: true });
  });

  it('never replaces a chosen language', async () => {
    expect((await choose('sanne', { language: 'de', chosen: false })).statusCode).toBe(200);
    expect(await kept('sanne')).toEqual({ language: 'en', language_chosen: true });
  });

  it.each([
    { language: 'en', chosen: 'false' },
    { language: 'en', chosen: null },
    { language: 'en', chosen: 0 },
  ])('refuses %j, changing nothing', async (body) => {
    expect((await choose('sanne', body)).statusCode).toBe(400);
    expect(await kept('sanne')).toEqual({ language: 'en', language_chosen: true });
  });
});

describe('signal texts', () => {
  it("are drawn in the reader's kept language when read, not in the one they were made in", async () => {
    const dutch = await fixedRateTexts();
    expect(dutch).toHaveLength(2);
    expect(dutch[0]).toMatch(/^Op 1 maart 2027 loopt de rentevaste periode/);
    expect((await choose('jan', { language: 'en' })).statusCode).toBe(200);
    expect((await fixedRateTexts()).every((text) => /^On 1 March 2027 the fixed-rate period of loan part/.test(text))).toBe(true);
    expect((await choose('jan', { language: 'de' })).statusCode).toBe(200);
    expect((await fixedRateTexts()).every((text) => text.startsWith('Am 1') && text.includes('Zinsbindung'))).toBe(true);
  });
});
