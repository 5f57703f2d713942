// Computed signals through the real server: the office's daily run raises Jan's fixed-rate
// signals with their figures, a second run the same day does nothing, a change to his data runs
// his rules again at once, and snoozing and dismissing work for the owner only.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SignalEvent } from '../../src/server/signals/runner';
import { signInDemo, standingClock, useDemoTokens, useTestServer } from './helper';

// A Tuesday morning in Amsterdam, inside the 24 months before the Florius parts' fixed rate ends.
const clock = standingClock(new Date('2026-12-01T07:00:00Z'));
const server = useTestServer({ clock: clock.now });
const tokens = useDemoTokens(server);
const events: SignalEvent[] = [];

interface Signal {
  id: number;
  searchable_type: string | null;
  searchable_id: number | null;
  description: string | null;
  customer_message: string | null;
  snoozed_until: string | null;
  finished_at: string | null;
}
type Who = keyof typeof tokens;
const office = (who: Who) => (who === 'pieter' ? 'degroot' : 'vandijk');
const call = (who: Who, method: string, path: string, body?: unknown) =>
  server.call(office(who), method, `/api/customer/${path}`, { token: tokens[who], body });
const active = async (who: Who) => (await call(who, 'GET', 'signal/active')).json<Signal[]>();
const computed = async (who: Who, rule: string) => (await active(who)).filter((signal) => signal.description === rule);
const tenantId = async (name: string) => (await server.database.db.selectFrom('tenants').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

beforeAll(async () => {
  server.app.signals.setNotify((event) => {
    events.push(event);
  });
  expect(await server.app.signals.runOffice(await tenantId('vandijk'))).toBe(true);
});

describe('the daily run', () => {
  it("raises Jan's fixed-rate signals of the Florius mortgage with the end date and figures", async () => {
    const signals = await computed('jan', 'fixed_rate_ending');
    expect(signals.map((signal) => signal.searchable_type)).toEqual(['mortgage_part', 'mortgage_part']);
    expect(signals[0]!.customer_message).toMatch(
      /^Op 1 maart 2027 loopt de rentevaste periode af van leningdeel 80021 van je hypotheek voor [^.]+\. Bij de gemiddelde rente van vandaag voor 15 jaar vast \(\d+,\d\d%\) gaat de maandlast van dit leningdeel ongeveer €\u00a0\d+ (omhoog|omlaag)\. De rekenhulp Oversluiten vergelijkt het aanbod van elke geldverstrekker voor je hele hypotheek\.$/,
    );
    // One source of today's rates: the average of the very rows the refinance calculator compares.
    const offered = await server.database.db.selectFrom('lender_rates').select('rate').where('period_months', '=', 180).execute();
    const average = offered.reduce((sum, row) => sum + Number(row.rate), 0) / offered.length;
    expect(signals[0]!.customer_message).toContain(`(${average.toFixed(2).replace('.', ',')}%)`);
    expect(events.filter((event) => signals.some((signal) => signal.id === event.signalId))).toHaveLength(2);
    expect(events.every((event) => event.kind === 'signal' && Object.keys(event).sort().join() === 'customerId,kind,signalId,tenantId')).toBe(true);
  });

  it('runs an office only once a day, and raises nothing twice when a customer runs again', async () => {
    const before = events.length;
    expect(await server.app.signals.runOffice(await tenantId('vandijk'))).toBe(false);
    const jan = (await server.database.db.selectFrom('customers').select('id').where('username', '=', 'jan.devries@example.nl').executeTakeFirstOrThrow()).id;
    expect(await server.app.signals.runCustomer(await tenantId('vandijk'), jan)).toEqual([]);
    expect(events.length).toBe(before);
    expect(await computed('jan', 'fixed_rate_ending')).toHaveLength(2);
  });

  it("runs the customer's rules again right after a change to their data", async () => {
    expect(await computed('jan', 'retirement_approaching')).toEqual([]);
    const person = {
      sex: 'male',
      initials: 'J.P.',
      first_name: 'Jan',
      suffix: 'de',
      last_name: 'Vries',
      date_of_birth: '1961-06-15',
      has_partner: true,
      mobile: '0612345678',
      partner_mobile: '0687654321',
    };
    const saved = await call('jan', 'POST', 'edit_screen/personalia', person);
    expect(saved.statusCode, saved.body).toBe(200);
    const [signal] = await computed('jan', 'retirement_approaching');
    // 67 years and 3 months for whoever turns 67 in 2028.
    expect(signal?.customer_message).toBe('Op 15 september 2028 bereik je de AOW-leeftijd. Bekijk wat dat betekent voor je inkomen en maandlasten.');
    const undone = await call('jan', 'POST', 'edit_screen/personalia', { ...person, date_of_birth: '1986-04-12' });
    expect(undone.statusCode).toBe(200);
    expect(await computed('jan', 'retirement_approaching')).toEqual([]);
  });
});

describe('snoozing and dismissing', () => {
  // The tests move the server's clock by days, past an access token's life: each signs in afresh.
  beforeEach(() => signInDemo(server, tokens));
  it('snoozes the owner’s signal until the start of the day given, and it returns then', async () => {
    const [signal] = await computed('jan', 'fixed_rate_ending');
    const response = await call('jan', 'POST', `signal/${signal!.id}/snooze`, { snoozed_until: '2026-12-08' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Signal>().snoozed_until).toBe('2026-12-08T00:00:00+01:00');
    expect((await active('jan')).map((item) => item.id)).not.toContain(signal!.id);
    clock.advance(7 * 86_400_000 - 7 * 3_600_000 + 60_000);
    await signInDemo(server, tokens);
    expect((await active('jan')).map((item) => item.id)).toContain(signal!.id);
  });

  it('refuses a day that is not after today, more than a year ahead, or not a date, changing nothing', async () => {
    const [signal] = await computed('jan', 'fixed_rate_ending');
    for (const snoozed_until of ['2026-12-08', '2026-12-01', '2028-01-01', '8-12-2026']) {
      const response = await call('jan', 'POST', `signal/${signal!.id}/snooze`, { snoozed_until });
      expect(response.statusCode, snoozed_until).toBe(400);
    }
    expect((await call('jan', 'POST', `signal/${signal!.id}/snooze`, { snoozed_until: '2026-12-20', reason: 'x' })).statusCode).toBe(400);
    expect((await call('jan', 'POST', `signal/${signal!.id}/snooze`, {})).statusCode).toBe(400);
    expect((await active('jan')).find((item) => item.id === signal!.id)?.snoozed_until).toBe('2026-12-08T00:00:00+01:00');
  });

  it("answers 404 for another customer's or another office's signal, changing nothing", async () => {
    const [signal] = await computed('jan', 'fixed_rate_ending');
    for (const who of ['sanne', 'pieter'] as const) {
      expect((await call(who, 'POST', `signal/${signal!.id}/snooze`, { snoozed_until: '2026-12-20' })).statusCode).toBe(404);
      expect((await call(who, 'POST', `signal/${signal!.id}/dismiss`)).statusCode).toBe(404);
    }
    expect((await active('jan')).map((item) => item.id)).toContain(signal!.id);
    expect((await call('jan', 'POST', 'signal/999999999/dismiss')).statusCode).toBe(404);
  });

  it('dismisses for good: the next run does not raise the same signal again', async () => {
    const [signal] = await computed('jan', 'fixed_rate_ending');
    const response = await call('jan', 'POST', `signal/${signal!.id}/dismiss`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Signal>().finished_at).not.toBeNull();
    expect(Object.keys(response.json())).not.toContain('dismissed_at');
    clock.advance(86_400_000);
    expect(await server.app.signals.runOffice(await tenantId('vandijk'))).toBe(true);
    await signInDemo(server, tokens);
    expect((await active('jan')).map((item) => item.id)).not.toContain(signal!.id);
    expect(await computed('jan', 'fixed_rate_ending')).toHaveLength(1);
    expect((await call('jan', 'POST', `signal/${signal!.id}/dismiss`)).statusCode).toBe(404);
  });
});
