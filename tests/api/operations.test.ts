// The operational endpoints: /metrics (Prometheus text, this machine or a bearer of METRICS_TOKEN)
// with the series an operator watches, and the health checks a balancer asks.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/database';
import { pdf } from '../../src/server/seed/files';
import { demoLogins, freshAddress, standingClock, useTestServer } from './helper';
import { multipart } from './multipart';

const METRICS_TOKEN = 'metrics-token-for-the-scraper-0123';
const clock = standingClock();
const server = useTestServer({ env: { METRICS_TOKEN }, clock: clock.now });

const metrics = (remoteAddress: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });

/** The value of one series (name and labels as written), or undefined when it is not there. */
function value(text: string, series: string): number | undefined {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('/metrics', () => {
  it('counts requests, queries, sign-in failures, throttles, uploads and mails', async () => {
    // The series are the process's, as in production: other files' servers in this test process
    // counted before this test, so it weighs what its own calls added.
    const before = (await metrics('127.0.0.1')).body;
    const added = (text: string, series: string) => (value(text, series) ?? 0) - (value(before, series) ?? 0);
    const address = freshAddress();
    const wrong = { username: demoLogins.vandijk.username, password: 'Verkeerd2026!', tenant: 'vandijk' };
    // Five wrong passwords lock the pair (the clock stands still); the sixth meets the lock.
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await server.call('vandijk', 'POST', '/proxy/auth/login', { body: wrong, remoteAddress: address });
      expect(response.statusCode).toBe(401);
    }
    // Jan's sign-in mails a code to the outbox; then he uploads a document.
    const token = await server.login('vandijk', demoLogins.vandijk.username, demoLogins.vandijk.password);
    const file = pdf(['Loonstrook']).content;
    const { payload, contentType } = await multipart([
      ['name', 'Loonstrook'],
      ['content', { filename: 'loonstrook.pdf', data: file, type: 'application/pdf' }],
    ]);
    const upload = await server.call('vandijk', 'POST', '/api/customer/document', { token, body: payload, headers: { 'content-type': contentType } });
    expect(upload.statusCode, upload.body).toBe(201);

    const response = await metrics('127.0.0.1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(added(text, 'portal_http_request_duration_seconds_count{operation="postLogin",method="POST",status="401"}')).toBe(6);
    expect(added(text, 'portal_http_client_errors_total{operation="postLogin",status="401"}')).toBe(6);
    expect(added(text, 'portal_sign_in_failures_total')).toBe(6);
    expect(added(text, 'portal_throttled_total{kind="login"}')).toBe(1);
    expect(added(text, 'portal_uploads_total{operation="postDocument"}')).toBe(1);
    expect(added(text, 'portal_upload_bytes_total{operation="postDocument"}')).toBe(file.length);
    expect(added(text, 'portal_mails_total{transport="outbox",outcome="sent"}')).toBeGreaterThanOrEqual(1);
    const engine = server.database.engine;
    expect(added(text, `portal_db_query_duration_seconds_count{engine="${engine}",outcome="ok"}`)).toBeGreaterThan(10);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('portal_db_pool_connections');
    if (engine === 'postgres') expect(value(text, 'portal_db_pool_connections')).toBeGreaterThan(0);
    // No label carries a path with an id or a customer's value: operations are the contract's names.
    expect(text).not.toContain('jan.devries');
  });

  it('answers this machine, and another only with the metrics token', async () => {
    expect((await metrics('::1')).statusCode).toBe(200);
    expect((await metrics('10.9.9.9')).statusCode).toBe(403);
    expect((await metrics('10.9.9.9', { authorization: 'Bearer not-the-token-at-all-00' })).statusCode).toBe(403);
    expect((await metrics('10.9.9.9', { authorization: `Bearer ${METRICS_TOKEN}` })).statusCode).toBe(200);
    // A balancer on this machine connects over loopback for a client elsewhere.
    const forwarded = await metrics('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' });
    expect(forwarded.statusCode).toBe(403);
    expect(forwarded.body).not.toContain('portal_');
  });
});

describe('health', () => {
  it('live and ready answer 200; /health still answers', async () => {
    for (const [url, status] of [
      ['/health/live', 'live'],
      ['/health/ready', 'ready'],
      ['/health', 'ok'],
    ] as const) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.json(), url).toMatchObject({ status });
    }
  });

  it('ready answers 503 while a migration is missing and once the database is gone; live stays 200', async () => {
    const database = await openDatabase({ databaseUrl: null, dataDir: null });
    const config = { ...loadConfig({ DATA_DIR: ':memory:', LOG_LEVEL: 'silent' }), databaseUrl: null };
    const app = await buildApp(config, database);
    const ready = async () => (await app.inject({ method: 'GET', url: '/health/ready' })).statusCode;
    try {
      expect(await ready()).toBe(200);
      await sql`delete from kysely_migration where name = '008-code-tickets'`.execute(database.db);
      expect(await ready()).toBe(503);
      await sql`insert into kysely_migration (name, timestamp) values ('008-code-tickets', '2026-11-26T00:00:00.000Z')`.execute(database.db);
      expect(await ready()).toBe(200);
      await database.close();
      expect(await ready()).toBe(503);
      expect((await app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('/errors/config without SENTRY_DSN', () => {
  it('tells the portal that nothing is reported, and there is no tunnel', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/errors/config' })).json()).toEqual({});
    expect((await server.app.inject({ method: 'POST', url: '/errors/tunnel', payload: '{}' })).statusCode).toBe(404);
  });
});
