// Which endpoints a customer may subscribe (issue 38): only https addresses of the browsers' push
// services, so no customer can make the server call an address of their choosing; an endpoint
// stays the first customer's; and a customer keeps at most 10 devices. This server is configured
// as production would be: no extra push hosts.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useDemoTokens, useTestServer } from './helper';

const server = useTestServer();
const tokens = useDemoTokens(server);
const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' };

const subscribe = (office: string, token: string, endpoint: string) =>
  server.call(office, 'POST', '/api/customer/push_subscription', { token, body: { endpoint, keys, expirationTime: null } });
const owners = async (endpoint: string) =>
  (
    await sql<{ tenant_id: number; customer_id: number }>`SELECT tenant_id, customer_id FROM push_subscriptions WHERE endpoint = ${endpoint}`.execute(
      server.database.db,
    )
  ).rows;
const countOf = async () => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM push_subscriptions`.execute(server.database.db)).rows[0]!.n;

describe('postPushSubscription endpoints', () => {
  it.each([
    'http://127.0.0.1:5432/push',
    'http://0x7f000001/push',
    'http://2130706433/push',
    'https://127.0.0.1:5432/push',
    'https://[::ffff:7f00:1]/push',
    'https://169.254.169.254/latest/meta-data',
    'http://fcm.googleapis.com/fcm/send/x',
    'https://fcm.googleapis.com:8443/fcm/send/x',
    'https://fcm.googleapis.com.attacker.example/fcm/send/x',
    'https://user:secret@fcm.googleapis.com/fcm/send/x',
    'https://notify.windows.com/w/?token=x',
    'https://attacker.example/?fcm.googleapis.com',
  ])('refuses %s with 400 and stores nothing', async (endpoint) => {
    const before = await countOf();
    const response = await subscribe('vandijk', tokens.jan, endpoint);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'push_endpoint_invalid' } });
    expect(await countOf()).toBe(before);
  });

  it.each([
    'https://fcm.googleapis.com/fcm/send/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/abc',
    'https://web.push.apple.com/QABC',
    'https://wns2-db5p.notify.windows.com/w/?token=abc',
  ])("takes the push service's %s", async (endpoint) => {
    expect((await subscribe('vandijk', tokens.jan, endpoint)).statusCode).toBe(201);
    expect(await owners(endpoint)).toHaveLength(1);
  });
});

describe('an endpoint another customer holds', () => {
  it('stays with its first customer when one of this or another office posts it', async () => {
    const endpoint = 'https://fcm.googleapis.com/fcm/send/jans-phone';
    expect((await subscribe('vandijk', tokens.jan, endpoint)).statusCode).toBe(201);
    const [jans] = await owners(endpoint);
    // The same answer as for a new endpoint: it tells nobody whose endpoint it is.
    expect((await subscribe('degroot', tokens.pieter, endpoint)).statusCode).toBe(201);
    expect((await subscribe('vandijk', tokens.sanne, endpoint)).statusCode).toBe(201);
    expect(await owners(endpoint)).toEqual([jans]);
    expect(
      (await server.call('vandijk', 'DELETE', `/api/customer/push_subscription?endpoint=${encodeURIComponent(endpoint)}`, { token: tokens.sanne })).statusCode,
    ).toBe(404);
  });
});

describe('the devices of one customer', () => {
  it('are at most 10: an 11th and 12th replace the oldest', async () => {
    const endpoints = Array.from({ length: 12 }, (_, index) => `https://updates.push.services.mozilla.com/wpush/v2/sanne-${index}`);
    for (const endpoint of endpoints) expect((await subscribe('vandijk', tokens.sanne, endpoint)).statusCode).toBe(201);
    const kept = (
      await sql<{ endpoint: string }>`SELECT endpoint FROM push_subscriptions WHERE endpoint LIKE ${'%/sanne-%'} ORDER BY id`.execute(server.database.db)
    ).rows.map((row) => row.endpoint);
    expect(kept).toEqual(endpoints.slice(2));
  });
});
