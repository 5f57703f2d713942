// With SENTRY_DSN set, a server error and a portal's tunnelled report reach the reporting service
// (a real HTTP peer here) with what an operator needs, and with nothing personal in them.
// Runs on PGlite only (decision 055): the reporting service's side on a database of its own.
import { Writable } from 'node:stream';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/database';
import { seedDemo } from '../../src/server/seed';
import { startEnvelopeReceiver, type ReceivedEnvelope } from './envelope-receiver';
import { demoLogins, useTestServer } from './helper';

const receiver = await startEnvelopeReceiver();
afterAll(() => receiver.close());
const server = useTestServer({ env: { SENTRY_DSN: receiver.dsn } });

const email = demoLogins.vandijk.username;
const password = demoLogins.vandijk.password;
const iban = 'NL91ABNA0417164300';
const bsn = '123456782';
const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg';
const personal = [email, 'jan.devries', password, iban, bsn, token, 'Welkom', 'reset-secret-4711'];

function expectNothingPersonal(envelope: ReceivedEnvelope) {
  for (const value of personal) expect(envelope.raw, value).not.toContain(value);
}

/** The parts of a reported event these tests read. */
interface ReportedEvent {
  release?: string;
  tags?: Record<string, string>;
  user?: unknown;
  extra?: unknown;
  request: { url: string; method?: string; headers: Record<string, string>; data?: unknown };
  exception: { values: { value: string; stacktrace: { frames: unknown[] } }[] };
}

const events = (envelope: ReceivedEnvelope) =>
  envelope.items.filter((item) => item.header.type === 'event').map((item) => item.payload as unknown as ReportedEvent);

beforeEach(() => {
  receiver.envelopes.length = 0;
});

describe('a server error (5xx)', () => {
  it('is reported with url, method, status, operationId, office, release, headers and body, scrubbed', async () => {
    // The server's database fails under it: a real failing dependency, not a stand-in handler.
    const database = await openDatabase({ databaseUrl: null, dataDir: null });
    await seedDemo(database.db);
    const config = { ...loadConfig({ DATA_DIR: ':memory:', SENTRY_DSN: receiver.dsn }), databaseUrl: null };
    const app = await buildApp(config, database, { logStream: new Writable({ write: (_chunk, _encoding, done) => done() }) });
    const host = 'vandijk.localhost:3000';
    try {
      // The office is looked up (and kept) before the database goes.
      expect((await app.inject({ method: 'GET', url: '/api/customer/tenant', headers: { host } })).statusCode).toBe(200);
      await database.close();
      const response = await app.inject({
        method: 'POST',
        url: `/proxy/auth/login?iban=${iban}&bsn=${bsn}&next=${encodeURIComponent(email)}`,
        headers: { host, authorization: `Bearer ${token}`, cookie: `session=${token}`, 'user-agent': 'Chromium' },
        payload: { username: email, password, tenant: 'vandijk' },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toMatchObject({ error: { code: 'server_error' } });
    } finally {
      // Closing flushes the reports.
      await app.close();
    }
    await vi.waitFor(() => expect(receiver.envelopes.filter((received) => events(received).length)).toHaveLength(1), { timeout: 10_000 });
    const envelope = receiver.envelopes.find((received) => events(received).length);
    expect(envelope!.path).toMatch(/^\/api\/42\/envelope\//);
    const [event] = events(envelope!);
    expect(event).toBeDefined();
    expect(event!.release).toBe(config.sentry!.release);
    expect(event!.tags).toMatchObject({ operationId: 'postLogin', office: 'vandijk', status: '500', method: 'POST' });
    expect(event!.request.method).toBe('POST');
    expect(event!.request.url).toBe('http://vandijk.localhost:3000/proxy/auth/login?iban=[Filtered]&bsn=[Filtered]&next=[Filtered]');
    expect(event!.request.headers).toMatchObject({ 'user-agent': 'Chromium', host });
    expect(Object.keys(event!.request.headers)).not.toContain('authorization');
    expect(Object.keys(event!.request.headers)).not.toContain('cookie');
    expect(event!.request.data).toEqual({ username: '[Filtered]', password: '[Filtered]', tenant: 'vandijk' });
    expect(event!.exception.values[0]!.stacktrace.frames.length).toBeGreaterThan(0);
    expectNothingPersonal(envelope!);
  });

  it('is not reported for a 4xx: the caller caused it', async () => {
    const response = await server.call('vandijk', 'POST', '/proxy/auth/login', { body: { username: email, password: 'Verkeerd2026!', tenant: 'vandijk' } });
    expect(response.statusCode).toBe(401);
    await server.app.inject({ method: 'GET', url: '/api/customer/nothing-here', headers: { host: 'vandijk.localhost:3000' } });
    // Flushing sends whatever was queued; nothing was.
    const { flush } = await import('@sentry/node');
    await flush(2000);
    expect(receiver.envelopes.flatMap(events)).toEqual([]);
  });
});

/** An envelope as the portal's browser SDK sends it, full of what must not leave. */
function browserEnvelope(dsn: string): string {
  const event = {
    event_id: '9f2c3b1e6a7d4c0b8e5f1a2b3c4d5e6f',
    platform: 'javascript',
    release: 'advisory-customer-portal@0.1.0',
    tags: { office: 'vandijk' },
    exception: {
      values: [
        {
          type: 'TypeError',
          value: `Cannot read iban of ${email}: ${iban}, BSN ${bsn}`,
          stacktrace: { frames: [{ filename: '/assets/start.js', lineno: 1 }] },
        },
      ],
    },
    request: {
      url: `http://vandijk.localhost:3000/wachtwoord?reset_password=reset-secret-4711`,
      headers: { 'User-Agent': 'Chromium', Authorization: `Bearer ${token}`, Cookie: 'a=b' },
    },
    breadcrumbs: [{ category: 'fetch', data: { url: `/api/customer/customer?email=${email}`, method: 'GET', status_code: 500 }, message: `mail ${email}` }],
    extra: { body: { password, iban, note: `rekening ${iban}` } },
    user: { email, ip_address: '203.0.113.7' },
  };
  const session = { sid: 'c0ffee', did: email, status: 'ok', attrs: { release: 'r', ip_address: '203.0.113.7' } };
  const attachment = `screenshot of ${email}`;
  return [
    JSON.stringify({ event_id: event.event_id, sent_at: '2026-11-26T02:00:00.000Z', dsn, trace: { transaction: `/wachtwoord?token=${token}` } }),
    JSON.stringify({ type: 'event' }),
    JSON.stringify(event),
    JSON.stringify({ type: 'session' }),
    JSON.stringify(session),
    JSON.stringify({ type: 'attachment', length: attachment.length, filename: 'shot.txt' }),
    attachment,
  ].join('\n');
}

describe('the tunnel', () => {
  const tunnel = (payload: string) =>
    server.app.inject({
      method: 'POST',
      url: '/errors/tunnel',
      headers: { host: 'vandijk.localhost:3000', 'content-type': 'text/plain;charset=UTF-8' },
      payload,
    });

  it('tells the portal where to report', async () => {
    const config = (await server.app.inject({ method: 'GET', url: '/errors/config' })).json();
    expect(config).toMatchObject({ dsn: receiver.dsn, tunnel: '/errors/tunnel' });
    expect(config.release).toMatch(/^advisory-customer-portal@/);
  });

  it('forwards a browser report to the service, scrubbed again, without attachments', async () => {
    const response = await tunnel(browserEnvelope(receiver.dsn));
    expect(response.statusCode).toBe(200);
    expect(receiver.envelopes).toHaveLength(1);
    const [envelope] = receiver.envelopes;
    expect(envelope!.items.map((item) => item.header.type)).toEqual(['event', 'session']);
    const [event] = events(envelope!);
    expect(event!.exception.values[0]!.value).toBe('Cannot read iban of [email]: [iban], BSN [number]');
    expect(event!.request.url).toBe('http://vandijk.localhost:3000/wachtwoord?reset_password=[Filtered]');
    expect(event!.request.headers).toEqual({ 'User-Agent': 'Chromium' });
    expect(event!.extra).toEqual({ body: { password: '[Filtered]', iban: '[Filtered]', note: 'rekening [iban]' } });
    expect(event!.user).toBeUndefined();
    expect(event!.tags).toEqual({ office: 'vandijk' });
    expect(event!.release).toBe('advisory-customer-portal@0.1.0');
    expectNothingPersonal(envelope!);
    expect(envelope!.raw).not.toContain('203.0.113.7');
  });

  it('refuses an envelope for another project, and forwards nothing', async () => {
    const foreign = receiver.dsn.replace('/42', '/43');
    const response = await tunnel(browserEnvelope(foreign));
    expect(response.statusCode).toBe(403);
    expect((await tunnel('not an envelope')).statusCode).toBe(400);
    expect(receiver.envelopes).toEqual([]);
  });
});
