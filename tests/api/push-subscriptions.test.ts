// Web Push through the real server to a real protocol peer (push-push.peer.ts): a device subscribes, the
// office adds an item, and the push service receives a VAPID-signed request whose aes128gcm payload
// the device's keys decrypt, naming the office and the kind of item and nothing personal. Only the
// owner can remove a subscription; logout and a push service's 404/410 remove it too.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { demoLogins, useDemoTokens, useTestServer } from './helper';
import { type BrowserSubscription, usePushPeer } from './push-peer';

const push = usePushPeer();
const server = useTestServer({
  env: push.env,
});
const tokens = useDemoTokens(server);

const subscribe = (office: string, token: string, device: Pick<BrowserSubscription, 'endpoint' | 'keys'>) =>
  server.call(office, 'POST', '/api/customer/push_subscription', { token, body: { endpoint: device.endpoint, keys: device.keys, expirationTime: null } });
const unsubscribe = (office: string, token: string, endpoint: string) =>
  server.call(office, 'DELETE', `/api/customer/push_subscription?endpoint=${encodeURIComponent(endpoint)}`, { token });
const officeItem = (office: string, username: string, kind: string) =>
  server.call(null, 'POST', '/dev/office-item', { body: { office, username, kind, title: 'Hypotheekofferte € 412.000', text: 'Rente 3,68% tot 1 juli 2027' } });
const stored = async () =>
  (await sql<{ endpoint: string }>`SELECT endpoint FROM push_subscriptions`.execute(server.database.db)).rows.map((row) => row.endpoint);

describe('the VAPID public key', () => {
  it('is the configured one, for signed-in customers', async () => {
    const response = await server.call('vandijk', 'GET', '/api/customer/push_subscription/key', { token: tokens.jan });
    expect(response.json()).toEqual({ public_key: push.vapid.publicKey });
    expect((await server.call('vandijk', 'GET', '/api/customer/push_subscription/key')).statusCode).toBe(401);
  });
});

describe('postPushSubscription', () => {
  it.each([
    ['an unknown field', (device: BrowserSubscription) => ({ endpoint: device.endpoint, keys: device.keys, extra: 1 })],
    ['an unknown key field', (device: BrowserSubscription) => ({ endpoint: device.endpoint, keys: { ...device.keys, extra: 'x' } })],
    ['no auth secret', (device: BrowserSubscription) => ({ endpoint: device.endpoint, keys: { p256dh: device.keys.p256dh } })],
    ['a short public key', (device: BrowserSubscription) => ({ endpoint: device.endpoint, keys: { ...device.keys, p256dh: 'abc' } })],
    ['an endpoint that is no web address', (device: BrowserSubscription) => ({ endpoint: 'ftp://push.example/1', keys: device.keys })],
    ['an expiration time as text', (device: BrowserSubscription) => ({ endpoint: device.endpoint, keys: device.keys, expirationTime: '5' })],
  ])('refuses %s and stores nothing', async (_name, body) => {
    const before = await stored();
    const response = await server.call('vandijk', 'POST', '/api/customer/push_subscription', { token: tokens.jan, body: body(push.peer.subscribe()) });
    expect(response.statusCode, response.body).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it("needs a signed-in customer of the host's office", async () => {
    const device = push.peer.subscribe();
    expect(
      (await server.call('vandijk', 'POST', '/api/customer/push_subscription', { body: { endpoint: device.endpoint, keys: device.keys } })).statusCode,
    ).toBe(401);
    expect((await subscribe('vandijk', tokens.pieter, device)).statusCode).not.toBe(201);
    expect(await stored()).not.toContain(device.endpoint);
  });
});

describe('a new item from the office', () => {
  it("reaches each of the customer's devices, decryptable, signed, and without anything personal", async () => {
    const [phone, laptop, sannes] = [push.peer.subscribe(), push.peer.subscribe(), push.peer.subscribe()];
    expect((await subscribe('vandijk', tokens.jan, phone)).statusCode).toBe(201);
    expect((await subscribe('vandijk', tokens.jan, laptop)).statusCode).toBe(201);
    expect((await subscribe('vandijk', tokens.sanne, sannes)).statusCode).toBe(201);
    const response = await officeItem('vandijk', demoLogins.vandijk.username, 'message');
    expect(response.json()).toMatchObject({ notified: { channel: 'push', pushed: 2, queued: false } });
    expect(push.peer.refused).toEqual([]);
    const expected = { title: 'Van Dijk', body: 'Er is een nieuw bericht van Van Dijk', url: '/berichten', icon: '/manifest/icon-192.png', tag: 'message' };
    expect(phone.received).toEqual([expected]);
    expect(laptop.received).toEqual([expected]);
    expect(sannes.received).toEqual([]);
    // Push services are third parties: no figure, no name of the customer, not the item's words.
    const { icon: _icon, ...words } = phone.received[0] as Record<string, string>;
    expect(JSON.stringify(words)).not.toMatch(/\d|Jan|Vries|Hypotheekofferte|€/);
  });

  it("speaks the customer's language and the office's form of address", async () => {
    const jans = push.peer.subscribe();
    await subscribe('vandijk', tokens.jan, jans);
    await server.call('vandijk', 'POST', '/api/customer/customer/language', { token: tokens.jan, body: { language: 'de' } });
    await officeItem('vandijk', demoLogins.vandijk.username, 'task');
    await server.call('vandijk', 'POST', '/api/customer/customer/language', { token: tokens.jan, body: { language: 'nl' } });
    expect(jans.received).toMatchObject([{ body: 'Van Dijk hat eine neue Aufgabe für dich bereitgestellt', url: '/taken' }]);
    const pieters = push.peer.subscribe();
    expect((await subscribe('degroot', tokens.pieter, pieters)).statusCode).toBe(201);
    await officeItem('degroot', demoLogins.degroot.username, 'document_request');
    expect(pieters.received).toMatchObject([{ body: expect.stringMatching(/vraagt u om een document$/), url: '/documenten' }]);
  });

  it('stores the item itself, which the customer then reads', async () => {
    const before = (await server.call('vandijk', 'GET', '/api/customer/task', { token: tokens.jan })).json<unknown[]>().length;
    await officeItem('vandijk', demoLogins.vandijk.username, 'task');
    const tasks = (await server.call('vandijk', 'GET', '/api/customer/task', { token: tokens.jan })).json<{ title: string; seen_by_customer: boolean }[]>();
    expect(tasks).toHaveLength(before + 1);
    expect(tasks.at(-1)).toMatchObject({ title: 'Hypotheekofferte € 412.000', seen_by_customer: false });
  });
});

describe('deletePushSubscription', () => {
  it("removes the owner's device only; another customer or office gets 404 and changes nothing", async () => {
    const device = push.peer.subscribe();
    await subscribe('vandijk', tokens.jan, device);
    expect((await unsubscribe('vandijk', tokens.sanne, device.endpoint)).statusCode).toBe(404);
    expect((await unsubscribe('degroot', tokens.pieter, device.endpoint)).statusCode).toBe(404);
    expect(await stored()).toContain(device.endpoint);
    expect((await unsubscribe('vandijk', tokens.jan, device.endpoint)).statusCode).toBe(200);
    expect(await stored()).not.toContain(device.endpoint);
    expect((await unsubscribe('vandijk', tokens.jan, device.endpoint)).statusCode).toBe(404);
    expect((await server.call('vandijk', 'DELETE', '/api/customer/push_subscription?endpoint=nothing', { token: tokens.jan })).statusCode).toBe(400);
  });
});

describe('subscriptions that end', () => {
  it('are removed when the push service answers 410 or 404, and the item waits for the digest', async () => {
    const gone = push.peer.subscribe({ gone: true });
    const unknown = { ...push.peer.subscribe(), endpoint: `${new URL(gone.endpoint).origin}/push/never-issued` };
    const sanne = await server.login('vandijk', demoLogins.vandijkSecond.username, demoLogins.vandijkSecond.password);
    await sql`DELETE FROM push_subscriptions`.execute(server.database.db);
    await subscribe('vandijk', sanne, gone);
    await subscribe('vandijk', sanne, unknown);
    const response = await officeItem('vandijk', demoLogins.vandijkSecond.username, 'mail');
    expect(response.json()).toMatchObject({ notified: { channel: 'push', pushed: 0, queued: true } });
    expect(await stored()).toEqual([]);
  });

  it("are removed for the device whose session logs out, not for the customer's others", async () => {
    const first = await server.signIn('vandijk', demoLogins.vandijk);
    const second = await server.signIn('vandijk', demoLogins.vandijk);
    const [leaving, staying] = [push.peer.subscribe(), push.peer.subscribe()];
    await subscribe('vandijk', first.access_token, leaving);
    await subscribe('vandijk', second.access_token, staying);
    const logout = await server.call('vandijk', 'POST', '/proxy/auth/logout', { token: first.access_token });
    expect(logout.statusCode, logout.body).toBe(200);
    const endpoints = await stored();
    expect(endpoints).not.toContain(leaving.endpoint);
    expect(endpoints).toContain(staying.endpoint);
  });
});
