// A computed signal reaches the customer's device: the office's daily run raises Jan's fixed-rate
// signals (and his others), and the push service (a real protocol peer that decrypts) receives one message per new
// signal, naming the office and the hypotheekwacht and no figure of his. A second run the same day
// raises nothing, so nothing more is pushed.
import { expect, it } from 'vitest';
import { standingClock, useDemoTokens, useTestServer } from './helper';
import { usePushPeer } from './push-peer';

const push = usePushPeer();
// Inside the 24 months before the Florius parts' fixed rate ends.
const clock = standingClock(new Date('2026-12-01T07:00:00Z'));
const server = useTestServer({
  clock: clock.now,
  env: push.env,
});
const tokens = useDemoTokens(server);

it('each new signal is pushed to the subscribed device, without figures, once', async () => {
  const phone = push.peer.subscribe();
  const body = { endpoint: phone.endpoint, keys: phone.keys, expirationTime: null };
  expect((await server.call('vandijk', 'POST', '/api/customer/push_subscription', { token: tokens.jan, body })).statusCode).toBe(201);
  const office = await server.database.db.selectFrom('tenants').select('id').where('name', '=', 'vandijk').executeTakeFirstOrThrow();

  const active = async () =>
    (await server.call('vandijk', 'GET', '/api/customer/signal/active', { token: tokens.jan })).json<{ id: number; description: string | null }[]>();
  const before = new Set((await active()).map((signal) => signal.id));
  expect(await server.app.signals.runOffice(office.id)).toBe(true);
  await server.app.pushQueue.idle();
  const raised = (await active()).filter((signal) => !before.has(signal.id));
  expect(raised.map((signal) => signal.description)).toContain('fixed_rate_ending');
  expect(push.peer.refused).toEqual([]);
  expect(phone.received).toHaveLength(raised.length);
  expect(phone.received[0]).toMatchObject({ title: 'Van Dijk', body: 'Er is een nieuw signaal in je hypotheekwacht', tag: 'signal' });
  const { icon: _icon, ...words } = phone.received[0] as Record<string, string>;
  expect(JSON.stringify(words)).not.toMatch(/\d|Jan|Vries|€|%/);

  expect(await server.app.signals.runOffice(office.id)).toBe(false);
  expect(phone.received).toHaveLength(raised.length);
});
