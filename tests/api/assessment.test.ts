// Data retrieval through the real server (advice §2 portaal): tokens for the customer and the
// partner, the stand-in inventory that records retrieved mortgage, income and pension for the token's
// person once (a replay, another office's or an unknown token is refused, guesses are throttled per
// address) and the portal invitation (the map: proxy-pictures.test.ts).
import { describe, expect, it } from 'vitest';
import type { components } from '../../generated/portal';
import { addressKey } from '../../src/server/auth/throttle';
import { freshAddress, useDemoTokens, useTestServer } from './helper';
import { editPart } from './mortgage-edit';

const server = useTestServer();
const tokens = useDemoTokens(server);

type Item = { title?: string; agency?: string | null; total?: number | null };
const sum = (items: Item[]) => items.reduce((total, item) => total + (item.total ?? 0), 0);

const tokenFor = async (office: string, bearer: string, partner = false) =>
  server.call(office, 'POST', `/api/customer/customer/assessment_token${partner ? '/partner' : ''}`, { token: bearer, body: { type: 'mortgage_pension' } });
const complete = (office: string, token: string) => server.call(office, 'POST', '/inventory/complete', { body: { token } });
const list = async (office: string, bearer: string, path: string) =>
  (await server.call(office, 'GET', `/api/customer/${path}`, { token: bearer })).json<Item[]>();

describe('postAssessmentToken and postPartnerAssessmentToken', () => {
  it('answers a fresh token each time', async () => {
    const first = await tokenFor('vandijk', tokens.jan);
    const second = await tokenFor('vandijk', tokens.jan);
    expect(first.statusCode).toBe(200);
    expect(first.json<{ token: string }>().token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(first.json<{ token: string }>().token).not.toBe(second.json<{ token: string }>().token);
  });

  it('refuses a bad type with 400 and an unsigned call with 401', async () => {
    const bad = await server.call('vandijk', 'POST', '/api/customer/customer/assessment_token', { token: tokens.jan, body: { type: 'Hypotheek!' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: { details: { field: string }[] } }>().error.details[0]!.field).toBe('body.type');
    expect((await server.call('vandijk', 'POST', '/api/customer/customer/assessment_token', { body: { type: 'mortgage_pension' } })).statusCode).toBe(401);
  });

  it('answers 404 for the partner of a customer without one', async () => {
    expect((await tokenFor('vandijk', tokens.sanne, true)).statusCode).toBe(404);
    expect((await tokenFor('vandijk', tokens.jan, true)).statusCode).toBe(200);
  });
});

describe('the stand-in inventory', () => {
  it('shows whose data it retrieves, and records the partner’s income and pension once', async () => {
    const { token } = (await tokenFor('vandijk', tokens.jan, true)).json<{ token: string }>();
    const page = await server.call('vandijk', 'GET', `/inventory/frame?token=${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Eva');
    const before = await list('vandijk', tokens.jan, 'income/partner');

    const pensionsBefore = await list('vandijk', tokens.jan, 'retirement/partner');

    const done = await complete('vandijk', token);
    expect(done.statusCode).toBe(200);
    // The retrieved salary replaces the employment it confirms instead of counting it twice.
    const after = await list('vandijk', tokens.jan, 'income/partner');
    expect(after).toHaveLength(before.length);
    expect(after.map((item) => item.title)).toContain('Loongegevens UWV (opgehaald)');
    expect(after.map((item) => item.title)).not.toContain('Loondienst Diakonessenhuis Utrecht');
    expect(sum(after)).toBe(sum(before));
    const pensions = await list('vandijk', tokens.jan, 'retirement/partner');
    expect(pensions).toHaveLength(pensionsBefore.length);
    expect(pensions.map((item) => item.agency)).toContain('Mijnpensioenoverzicht.nl (opgehaald)');
    expect(pensions.map((item) => item.agency)).not.toContain('PFZW');
    // Jan's own lists are untouched by his partner's retrieval.
    expect((await list('vandijk', tokens.jan, 'income')).map((item) => item.title)).not.toContain('Loongegevens UWV (opgehaald)');

    const replay = await complete('vandijk', token);
    expect(replay.statusCode).toBe(409);
    expect(replay.json<{ error: { code: string } }>().error.code).toBe('assessment_token_used');
    expect((await server.call('vandijk', 'GET', `/inventory/frame?token=${token}`)).statusCode).toBe(409);
  });

  it('replaces an earlier retrieval instead of adding a second copy', async () => {
    for (let round = 0; round < 2; round++) {
      const { token } = (await tokenFor('vandijk', tokens.sanne)).json<{ token: string }>();
      expect((await complete('vandijk', token)).statusCode).toBe(200);
    }
    const incomes = await list('vandijk', tokens.sanne, 'income');
    expect(incomes.filter((item) => item.title === 'Loongegevens UWV (opgehaald)')).toHaveLength(1);
    // Sanne's token wrote Sanne's data, not Jan's.
    expect((await list('vandijk', tokens.jan, 'income')).map((item) => item.title)).not.toContain('Loongegevens UWV (opgehaald)');
  });

  it('puts the lender’s figures back on a mortgage part the customer typed over', async () => {
    const mortgages = async () =>
      (await server.call('vandijk', 'GET', '/api/customer/mortgage', { token: tokens.sanne })).json<components['schemas']['Mortgage'][]>();
    const [mortgage] = await mortgages();
    const part = mortgage!.mortgageParts[0]!;
    const typed = Math.round(part.remaining_debt! - 20000);
    const edit = await server.call('vandijk', 'POST', '/api/customer/edit_screen/mortgage', {
      token: tokens.sanne,
      body: { mortgages: [{ id: mortgage!.id, mortgageParts: [{ ...editPart(part), remaining_debt: typed }] }] },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await mortgages())[0]!.mortgageParts[0]!.remaining_debt).toBe(typed);

    const { token } = (await tokenFor('vandijk', tokens.sanne)).json<{ token: string }>();
    expect((await complete('vandijk', token)).statusCode).toBe(200);
    const [after] = await mortgages();
    expect(after!.mortgageParts[0]!.remaining_debt).toBe(part.remaining_debt);
    expect(after!.mortgageParts[0]!.monthly_amount).toBe(part.monthly_amount);
    expect(await mortgages()).toHaveLength(1);
  });

  it('refuses another office’s token, an unknown one and a malformed one, changing nothing', async () => {
    const { token } = (await tokenFor('vandijk', tokens.jan)).json<{ token: string }>();
    const atDegroot = await complete('degroot', token);
    expect(atDegroot.statusCode).toBe(404);
    expect((await server.call('degroot', 'GET', `/inventory/frame?token=${token}`)).statusCode).toBe(404);
    expect((await complete('vandijk', 'A'.repeat(43))).statusCode).toBe(404);
    expect((await complete('vandijk', 'not a token')).statusCode).toBe(400);
    const own = (await tokenFor('degroot', tokens.pieter)).json<{ token: string }>().token;
    expect((await complete('vandijk', own)).statusCode).toBe(404);
    // The refused uses left Jan's token unused.
    expect((await complete('vandijk', token)).statusCode).toBe(200);
  });
});

describe('postPortalInvitation', () => {
  it('records the invitation date and mails the link when asked', async () => {
    const response = await server.call('degroot', 'POST', '/api/customer/portal_invitation/portal_invitation', {
      token: tokens.pieter,
      body: { send_email: true, type: 'mortgage_pension' },
    });
    expect(response.statusCode).toBe(200);
    const customer = (await server.call('degroot', 'GET', '/api/customer/customer', { token: tokens.pieter })).json<{
      last_submitted_portal_invitation_date: string | null;
    }>();
    expect(Date.now() - Date.parse(customer.last_submitted_portal_invitation_date ?? '')).toBeLessThan(60_000);
    const mails = await server.outbox('p.jansen@example.nl');
    expect(mails[0]?.links.some((link) => link.endsWith('/portaal/mortgage_pension'))).toBe(true);
  });

  it('refuses a missing send_email with 400', async () => {
    const response = await server.call('vandijk', 'POST', '/api/customer/portal_invitation/portal_invitation', {
      token: tokens.jan,
      body: { type: 'mortgage_pension' },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('guessing inventory tokens', () => {
  const guess = () => `guess${'x'.repeat(30)}${Math.random().toString(36).slice(2, 10)}`;
  const failures = async (address: string) =>
    (await server.database.db.selectFrom('auth_throttle').select('failures').where('key', '=', addressKey('token', address).key).executeTakeFirst())
      ?.failures ?? 0;

  it('counts every unknown token against the caller’s address', async () => {
    const address = freshAddress();
    expect((await server.call('vandijk', 'GET', `/inventory/frame?token=${guess()}`, { remoteAddress: address })).statusCode).toBe(404);
    expect((await server.call('vandijk', 'POST', '/inventory/complete', { body: { token: guess() }, remoteAddress: address })).statusCode).toBe(404);
    expect(await failures(address)).toBe(2);
  });

  it('answers 429 to an address that guessed too often, even with a real token, and not to others', async () => {
    const stranger = freshAddress();
    // As after many misses in a row: locked for the policy's longest lock from now on.
    await server.database.db
      .insertInto('auth_throttle')
      .values({ key: addressKey('token', stranger).key, failures: 40, last_failure_at: new Date() })
      .execute();
    const { token } = (await tokenFor('vandijk', tokens.jan)).json<{ token: string }>();
    expect((await server.call('vandijk', 'GET', `/inventory/frame?token=${token}`, { remoteAddress: stranger })).statusCode).toBe(429);
    const refused = await server.call('vandijk', 'POST', '/inventory/complete', { body: { token }, remoteAddress: stranger });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: 'too_many_attempts' } });
    expect((await server.call('vandijk', 'POST', '/inventory/complete', { body: { token }, remoteAddress: freshAddress() })).statusCode).toBe(200);
  });
});
