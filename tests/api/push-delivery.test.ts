// How the server sends pushes (issue 38): from a queue, so the customer's own save that raises a
// signal answers without waiting for a slow push service, and never following a redirect, so an
// endpoint cannot send the server on to another address.
// Runs on PGlite only (decision 055): the push queue and its peer, no SQL of its own.
import { expect, it } from 'vitest';
import { demoLogins, standingClock, useDemoTokens, useTestServer } from './helper';
import { type BrowserSubscription, usePushPeer } from './push-peer';

const push = usePushPeer();
// Inside the 24 months before the Florius parts' fixed rate ends: Jan's next save raises signals.
const clock = standingClock(new Date('2026-12-01T07:00:00Z'));
const server = useTestServer({
  clock: clock.now,
  env: push.env,
});
const tokens = useDemoTokens(server);

const subscribe = (token: string, device: BrowserSubscription) =>
  server.call('vandijk', 'POST', '/api/customer/push_subscription', { token, body: { endpoint: device.endpoint, keys: device.keys } });

it("answers the customer's save at once while a slow push service holds the signal's push", async () => {
  const slowPhone = push.peer.subscribe({ slow: true });
  expect((await subscribe(tokens.jan, slowPhone)).statusCode).toBe(201);
  const started = performance.now();
  const save = await server.call('vandijk', 'POST', '/api/customer/edit_screen/contact_details', { token: tokens.jan, body: { mobile: '0698765432' } });
  const tookMs = performance.now() - started;
  expect(save.statusCode, save.body).toBe(200);
  // The push service has not answered yet (the old code waited up to 10 s for it).
  expect(tookMs).toBeLessThan(2_000);
  push.peer.release();
  await server.app.pushQueue.idle();
  expect(slowPhone.received.length).toBeGreaterThan(0);
  expect(slowPhone.received[0]).toMatchObject({ tag: 'signal' });
});

it('does not follow a redirect to another address', async () => {
  const sanne = await server.login('vandijk', demoLogins.vandijkSecond.username, demoLogins.vandijkSecond.password);
  const elsewhere = push.peer.subscribe();
  const moved = push.peer.subscribe({ movedTo: elsewhere.endpoint });
  expect((await subscribe(sanne, moved)).statusCode).toBe(201);
  const item = await server.call(null, 'POST', '/dev/office-item', {
    body: { office: 'vandijk', username: demoLogins.vandijkSecond.username, kind: 'message', title: 'Bericht', text: 'Tekst' },
  });
  expect(item.json()).toMatchObject({ notified: { pushed: 0, queued: true } });
  expect(push.peer.requests).toContain(new URL(moved.endpoint).pathname);
  expect(push.peer.requests).not.toContain(new URL(elsewhere.endpoint).pathname);
  expect(elsewhere.received).toEqual([]);
});
