// POST /dev/clock moves a DEV_CLOCK=true server's clock forward, so the end-to-end tests see an
// access token expire without waiting for it. It answers this machine only, takes a whole number
// of seconds as sent, does not exist without DEV_CLOCK, and DEV_CLOCK is refused in production.
// Runs on PGlite only (decision 055): the server's clock, no SQL of its own.
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { ConfigError, loadConfig } from '../../src/server/config';
import { productionVapid } from '../unit/server/vapid-env';
import { demoLogins, useTestServer } from './helper';

const server = useTestServer({ env: { DEV_CLOCK: 'true' } });
const move = (body: unknown, remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'POST', url: '/dev/clock', payload: body as object, remoteAddress, headers });

describe('/dev/clock', () => {
  it("moves the server's clock past an access token's life", async () => {
    const token = await server.login('vandijk', demoLogins.vandijkSecond.username, demoLogins.vandijkSecond.password);
    const me = () => server.call('vandijk', 'GET', '/api/customer/customer', { token });
    expect((await me()).statusCode).toBe(200);
    const before = Date.now();
    const moved = await move({ seconds: 901 });
    expect(moved.statusCode).toBe(200);
    expect(Date.parse(moved.json<{ now: string }>().now)).toBeGreaterThanOrEqual(before + 901_000);
    expect((await me()).statusCode).toBe(401);
  });

  it('refuses anything but { seconds } as a whole number from 1, never coercing', async () => {
    for (const body of [{ seconds: '35' }, { seconds: 1.5 }, { seconds: 0 }, { seconds: -5 }, { seconds: 10, back: true }, {}, [35]]) {
      const response = await move(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json(), JSON.stringify(body)).toMatchObject({ error: { code: 'validation_error' } });
    }
  });

  it('refuses any other machine, even one a proxy says is this one', async () => {
    for (const [address, headers] of [
      ['10.9.9.9', {}],
      ['127.0.0.1', { 'x-forwarded-for': '127.0.0.1' }],
    ] as const) {
      const response = await move({ seconds: 60 }, address, headers);
      expect(response.statusCode, address).toBe(403);
      expect(response.json()).toMatchObject({ error: { code: 'dev_outbox_local_only' } });
    }
  });

  it('does not exist without DEV_CLOCK=true', async () => {
    const config = { ...loadConfig({ DATA_DIR: ':memory:', LOG_LEVEL: 'silent' }), databaseUrl: null };
    expect(config.devClock).toBeNull();
    const plain = await buildApp(config, server.database);
    try {
      const response = await plain.inject({ method: 'POST', url: '/dev/clock', payload: { seconds: 60 }, remoteAddress: '127.0.0.1' });
      expect(response.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('is refused in production', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'p'.repeat(40), DATA_DIR: ':memory:', LOG_LEVEL: 'silent', ...productionVapid() };
    expect(() => loadConfig({ ...production, DEV_CLOCK: 'true' })).toThrow(ConfigError);
    expect(loadConfig(production).devClock).toBeNull();
  });
});
