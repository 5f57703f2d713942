// Customers' actions back to the office (issue 37, decision record 042) through the real server:
// the office reads its events from the feed and receives them as Standard Webhooks at a local
// receiver that verifies each signature; a receiver that fails is retried by the injected clock,
// then the delivery fails and is sent again; another office's credential sees none of it.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { runOfficeCommand } from '../../src/server/offices/command';
import { pdf } from '../../src/server/seed/files';
import { signInDemo, standingClock, useDemoTokens, useTestServer } from './helper';
import { officeCredential } from './office-callers';
import { multipart } from './multipart';

const clock = standingClock(new Date('2026-11-28T10:00:00Z'));
const env = { WEBHOOK_EXTRA_HOSTS: '127.0.0.1', SESSION_SECRET: 'office-events-test-session-secret-0123456789' };
const server = useTestServer({ clock: clock.now, env });
const tokens = useDemoTokens(server);
const commandConfig = loadConfig({ DATA_DIR: ':memory:', ...env });

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  verified: { type: string; data: { id: number; type: string; customer: { id: number } | null; record_id: number | null } } | null;
}
const received: Received[] = [];
/** What the receiver answers next; 200 unless a test says otherwise. */
let answer = 200;
let secret = '';
const receiver = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8');
    // The receiver lives in the test's time: its check of the signature's age reads the same clock.
    vi.useFakeTimers({ toFake: ['Date'], now: clock.now() });
    let verified: Received['verified'];
    try {
      verified = new Webhook(secret).verify(body, request.headers as Record<string, string>) as Received['verified'];
    } catch {
      verified = null;
    } finally {
      vi.useRealTimers();
    }
    received.push({ headers: request.headers, body, verified });
    response.writeHead(answer).end();
  });
});

const officeCommand = (...argv: string[]) => runOfficeCommand(server.database.db, argv, async () => '', clock.now(), commandConfig);
const feed = async (credential: string, cursor?: string) =>
  (await server.call(null, 'GET', `/office/v1/events${cursor ? `?cursor=${cursor}` : ''}`, { token: credential })).json<{
    events: { id: number; type: string; customer: { id: number; office_ref: string | null } | null; record_id: number | null; data: Record<string, unknown> }[];
    next_cursor: string | null;
  }>();
const sendMessage = (text: string) => server.call('vandijk', 'POST', '/api/customer/task/message/', { token: tokens.jan, body: { message: text } });

let events = '';
let stranger = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const set = await officeCommand('webhook', 'set', 'VANDIJK', `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`);
  expect(set.code, set.lines.join('\n')).toBe(0);
  secret = set.lines.find((line) => line.startsWith('whsec_'))!;
  events = (await officeCredential(server, 'VANDIJK', ['events'])).secret;
  stranger = (await officeCredential(server, 'DEGROOT', ['events', 'read'])).secret;
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

describe('events and webhooks', () => {
  // A test moves the server's clock through a day of retries, past an access token's life.
  beforeEach(() => signInDemo(server, tokens));
  it('an upload becomes an event in the feed and a verified webhook, with no personal value', async () => {
    const before = (await feed(events)).next_cursor ?? undefined;
    const { payload, contentType } = await multipart([
      ['name', 'Loonstrook oktober'],
      ['content', { filename: 'loonstrook.pdf', data: pdf(['Loonstrook oktober']).content, type: 'application/pdf' }],
    ]);
    const upload = await server.app.inject({
      method: 'POST',
      url: '/api/customer/document',
      headers: { host: 'vandijk.localhost:3000', authorization: `Bearer ${tokens.jan}`, 'content-type': contentType },
      payload,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const page = await feed(events, before);
    expect(page.events).toHaveLength(1);
    const [event] = page.events;
    expect(event).toMatchObject({
      type: 'document.uploaded',
      record_id: upload.json<{ id: number }>().id,
      customer: { id: expect.any(Number), office_ref: null },
    });
    expect(JSON.stringify(event)).not.toContain('Loonstrook');
    received.length = 0;
    await server.app.webhooks.runDue();
    expect(received).toHaveLength(1);
    expect(received[0]!.verified).toMatchObject({ type: 'document.uploaded', data: { id: event!.id, type: 'document.uploaded' } });
    expect(received[0]!.headers['webhook-id']).toMatch(/^evt_\d+$/);
  });

  it('keeps a customer’s events in order: a later one waits while an earlier one is retried', async () => {
    received.length = 0;
    answer = 500;
    await sendMessage('Eerste');
    await sendMessage('Tweede');
    await server.app.webhooks.runDue();
    expect(received).toHaveLength(1);
    const first = received[0]!.verified!.data.id;
    answer = 200;
    await server.app.webhooks.runDue();
    expect(received).toHaveLength(1);
    clock.advance(5_000);
    await server.app.webhooks.runDue();
    expect(received.slice(1).map((one) => one.verified!.data.id)).toEqual([first, first + 1]);
  });

  it('retries a failing receiver with backoff for a day, then lists it as failed and sends it again', async () => {
    received.length = 0;
    answer = 503;
    await sendMessage('Derde');
    await server.app.webhooks.runDue();
    const waits: number[] = [];
    for (let tries = 0; tries < 30; tries += 1) {
      const [row] = await server.database.db.selectFrom('webhook_deliveries').select(['status', 'next_attempt_at']).orderBy('id', 'desc').limit(1).execute();
      if (row!.status === 'failed') break;
      const wait = new Date(row!.next_attempt_at).getTime() - clock.now().getTime();
      waits.push(wait);
      clock.advance(wait);
      await server.app.webhooks.runDue();
    }
    expect(waits.slice(0, 3)).toEqual([5_000, 30_000, 120_000]);
    expect(waits.reduce((sum, wait) => sum + wait, 0)).toBe(24 * 3_600_000);
    expect(received.length).toBe(waits.length + 1);
    const failed = (await server.call(null, 'GET', '/office/v1/webhook/deliveries', { token: events })).json<{
      deliveries: { id: number; status: string; last_error: string }[];
    }>();
    expect(failed.deliveries).toHaveLength(1);
    expect(failed.deliveries[0]).toMatchObject({ status: 'failed', last_error: 'status 503' });
    const id = failed.deliveries[0]!.id;
    expect((await server.call(null, 'POST', `/office/v1/webhook/deliveries/${id}/resend`, { token: stranger })).statusCode).toBe(404);
    answer = 200;
    const resent = await server.call(null, 'POST', `/office/v1/webhook/deliveries/${id}/resend`, { token: events });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toMatchObject({ id, status: 'pending', attempts: 0 });
    await server.app.webhooks.runDue();
    expect(received.at(-1)!.verified).not.toBeNull();
    expect((await server.call(null, 'POST', `/office/v1/webhook/deliveries/${id}/resend`, { token: events })).statusCode).toBe(404);
  });

  it('shows another office’s credential none of these events, and refuses a credential without the events scope', async () => {
    const theirs = await feed(stranger);
    expect(theirs.events.every((event) => event.customer?.id !== undefined && event.type)).toBe(true);
    expect(theirs.events).toHaveLength(0);
    const readOnly = (await officeCredential(server, 'VANDIJK', ['read'])).secret;
    expect((await server.call(null, 'GET', '/office/v1/events', { token: readOnly })).statusCode).toBe(403);
    expect((await server.call(null, 'GET', '/office/v1/events?limit=0', { token: events })).statusCode).toBe(400);
  });

  it('records which fields an edit saved, never their values', async () => {
    const before = (await feed(events)).next_cursor ?? undefined;
    const saved = await server.call('vandijk', 'POST', '/api/customer/edit_screen/contact_details', { token: tokens.jan, body: { mobile: '0612345678' } });
    expect(saved.statusCode, saved.body).toBe(200);
    const [event] = (await feed(events, before)).events;
    expect(event).toMatchObject({ type: 'edit.saved', data: { screen: 'contact_details', fields: ['mobile'] } });
    expect(JSON.stringify(event)).not.toContain('0612345678');
  });
});
