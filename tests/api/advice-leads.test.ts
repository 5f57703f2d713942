// "Ask the advisor" leads through the real server (issue 26): the signed-in customer's lead lands
// in their own record; a lead without a token reaches the office only, never the record of the
// address it names, and is limited per address and per office; the signed-in one per customer.
import { sql } from 'kysely';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { refinanceRequest, scenarioRequest } from '../../src/features/calculators/advice-requests';
import { dutchToday } from '../../src/lib/amsterdam-time';
import { lead, load, type Loaded } from './advice-bodies';
import { demoLogins, demoWidgetKeys, freshAddress, signInDemo, standingClock, useDemoTokens, useTestServer } from './helper';

const clock = standingClock();
const server = useTestServer({ clock: clock.now });
const tokens = useDemoTokens(server);
// Tests move the server's clock by the hour, past an access token's life: each signs in afresh.
beforeEach(() => signInDemo(server, tokens));
const keys = demoWidgetKeys.vandijk;
const today = dutchToday();
let jan: Loaded;
beforeAll(async () => {
  jan = await load(server, 'vandijk', tokens.jan);
});

const scenariosLead = (email: string = lead.email_address) => ({
  ...scenarioRequest(jan.data, jan.mortgage!, today)!,
  step: 'thanks',
  lead: { ...lead, email_address: email, interested_in_scenario: 'retirement' },
});
const send = (body: unknown, options: { token?: string; remoteAddress?: string } = {}) =>
  server.call('vandijk', 'POST', `/advice/scenarios?api_key=${keys.scenarios}`, { body, remoteAddress: freshAddress(), ...options });

/** The open advice tasks in the record of the customer signed up with `username`. */
async function tasksOf(username: string): Promise<string[]> {
  const rows = await sql<{ message: string }>`
    SELECT m.message FROM messages m JOIN customers c ON c.id = m.customer_id AND c.tenant_id = m.tenant_id
    WHERE lower(c.username) = ${username} AND m.category IN ('scenarios', 'refinance') ORDER BY m.id`.execute(server.database.db);
  return rows.rows.map((row) => row.message);
}
const lastOfficeMail = async () =>
  (
    await sql<{ subject: string; text: string; recipient: string }>`SELECT subject, text, recipient FROM mail_outbox ORDER BY id DESC LIMIT 1`.execute(
      server.database.db,
    )
  ).rows[0]!;
const forgetThrottles = async () => {
  await sql`DELETE FROM auth_throttle`.execute(server.database.db);
  await sql`DELETE FROM rate_events`.execute(server.database.db);
};
const MINUTE = 60_000;

describe('a lead without a token (the office website)', () => {
  beforeEach(forgetThrottles);

  it('reaches the office only: no task in the record of the address it names', async () => {
    const before = await tasksOf(demoLogins.vandijk.username);
    const response = await send(scenariosLead());
    expect(response.statusCode, response.body).toBe(200);
    expect(await tasksOf(demoLogins.vandijk.username)).toEqual(before);
    const mail = await lastOfficeMail();
    expect(mail.subject).toContain('Adviesaanvraag scenario’s');
    expect(mail.recipient).not.toBe(demoLogins.vandijk.username);
    expect(mail.text).toContain('Niet ingelogd');
    expect(mail.text).toContain('0612345678');
  });

  it('is limited per address: the sixth from one address within the hour answers 429, another address is heard', async () => {
    const stranger = freshAddress();
    for (let request = 0; request < 5; request++) expect((await send(scenariosLead(), { remoteAddress: stranger })).statusCode).toBe(200);
    const refused = await send(scenariosLead(), { remoteAddress: stranger });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: 'too_many_attempts' } });
    expect((await send(scenariosLead())).statusCode).toBe(200);
    // The portal's signed-in customer on the stranger's address is not held back.
    expect((await send(scenariosLead(), { remoteAddress: stranger, token: tokens.jan })).statusCode).toBe(200);
  });

  it('is 5 an hour from one address, however the attempts are spread (not 10 in 40 s)', async () => {
    const stranger = freshAddress();
    for (let request = 0; request < 5; request++) expect((await send(scenariosLead(), { remoteAddress: stranger })).statusCode).toBe(200);
    for (let attempt = 0; attempt < 5; attempt++) {
      clock.advance(8_000);
      expect((await send(scenariosLead(), { remoteAddress: stranger })).statusCode).toBe(429);
    }
    clock.advance(50 * MINUTE);
    expect((await send(scenariosLead(), { remoteAddress: stranger })).statusCode).toBe(429);
    clock.advance(10 * MINUTE);
    expect((await send(scenariosLead(), { remoteAddress: stranger })).statusCode).toBe(200);
  });

  it("past 100 an hour for the office, holds back a network's rotating addresses, not the office's other visitors", async () => {
    for (let host = 1; host <= 100; host++) expect((await send(scenariosLead(), { remoteAddress: `203.0.113.${host}` })).statusCode).toBe(200);
    expect((await send(scenariosLead(), { remoteAddress: '203.0.113.101' })).statusCode).toBe(429);
    expect((await send(scenariosLead(), { remoteAddress: '2001:db8:1:2::7' })).statusCode).toBe(200);
    expect((await send(scenariosLead(), { remoteAddress: '2001:db8:1:3::8' })).statusCode).toBe(429);
    expect((await send(scenariosLead(), { remoteAddress: '198.51.100.9' })).statusCode).toBe(200);
    expect((await send(scenariosLead(), { remoteAddress: '198.51.100.10' })).statusCode).toBe(429);
    expect((await send(scenariosLead(), { remoteAddress: '192.0.2.7' })).statusCode).toBe(200);
    expect((await send(scenariosLead(), { token: tokens.jan })).statusCode).toBe(200);
    clock.advance(61 * MINUTE);
    expect((await send(scenariosLead(), { remoteAddress: '203.0.113.102' })).statusCode).toBe(200);
  });
});

describe("a lead from the portal (the customer's token)", () => {
  beforeEach(forgetThrottles);

  it("lands in the signed-in customer's own record, never in the record of the address typed", async () => {
    const sanneBefore = await tasksOf(demoLogins.vandijkSecond.username);
    const janBefore = await tasksOf(demoLogins.vandijk.username);
    const response = await send(scenariosLead(demoLogins.vandijkSecond.username), { token: tokens.jan });
    expect(response.statusCode, response.body).toBe(200);
    expect(await tasksOf(demoLogins.vandijkSecond.username)).toEqual(sanneBefore);
    const janAfter = await tasksOf(demoLogins.vandijk.username);
    expect(janAfter).toHaveLength(janBefore.length + 1);
    expect(janAfter.at(-1)).toContain('Ingelogde klant');
    expect((await lastOfficeMail()).text).toContain('Ingelogde klant');
  });

  it('passes the chosen refinance proposal to the record and the office', async () => {
    const choice = { period: 120 as const, financePenalty: false, marketValue: 585000 };
    const body = { ...refinanceRequest(jan.data, jan.mortgage!, choice, today)!, step: 'thanks', lead: { ...lead, proposal_lender_hdn_code: 'RAB' } };
    const response = await server.call('vandijk', 'POST', `/advice/refinance?api_key=${keys.refinance}`, { body, token: tokens.jan });
    expect(response.statusCode, response.body).toBe(200);
    const mail = await lastOfficeMail();
    expect(mail.subject).toContain('Adviesaanvraag oversluiten');
    expect(mail.text).toContain('RAB');
    expect((await tasksOf(demoLogins.vandijk.username)).at(-1)).toContain('Gekozen geldverstrekker: RAB');
  });

  it('is 5 an hour per customer, whatever address they send from', async () => {
    for (let request = 0; request < 5; request++) expect((await send(scenariosLead(), { token: tokens.jan })).statusCode).toBe(200);
    const refused = await send(scenariosLead(), { token: tokens.jan });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: 'too_many_attempts' } });
    expect((await send(scenariosLead(), { token: tokens.sanne })).statusCode).toBe(200);
    clock.advance(61 * MINUTE);
    await signInDemo(server, tokens);
    expect((await send(scenariosLead(), { token: tokens.jan })).statusCode).toBe(200);
  });

  it('refuses a token of another office with 403, and an invalid token with 401', async () => {
    const other = await server.call(null, 'POST', `/advice/scenarios?api_key=${keys.scenarios}`, { body: scenariosLead(), token: tokens.pieter });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ error: { code: 'advice_other_office' } });
    expect((await send(scenariosLead(), { token: 'not-a-token' })).statusCode).toBe(401);
  });
});
