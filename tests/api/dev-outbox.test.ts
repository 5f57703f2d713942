// The development outbox holds every office's codes and links: it answers only the machine itself
// (the connection's loopback address, whatever X-Forwarded-For claims), or anyone when
// DEV_OUTBOX_OPEN=true says so. (That it does not exist in production: auth-password.test.ts.)
// Runs on PGlite only (decision 055): the address decides; the outbox is kept in memory.
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { demoLogins, useTestServer } from './helper';

const server = useTestServer({ env: { TRUST_PROXY: '10.1.2.3' } });
const outbox = (remoteAddress: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress, headers });

describe('/dev/outbox', () => {
  it('answers this machine over IPv4 and IPv6 loopback', async () => {
    // Jan signs in with a mailed code, so the outbox holds a mail.
    await server.login('vandijk', demoLogins.vandijk.username, demoLogins.vandijk.password);
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const response = await outbox(address);
      expect(response.statusCode, address).toBe(200);
      expect(response.body, address).toContain('@example.nl');
    }
  });

  it('refuses any other machine, even one a trusted proxy says is this one', async () => {
    for (const [address, headers] of [
      ['10.9.9.9', {}],
      ['10.1.2.3', { 'x-forwarded-for': '127.0.0.1' }],
      ['192.168.1.20', {}],
    ] as const) {
      const response = await outbox(address, headers);
      expect(response.statusCode, address).toBe(403);
      expect(response.json(), address).toMatchObject({ error: { code: 'dev_outbox_local_only' } });
      expect(response.body).not.toContain('@example.nl');
    }
  });

  it('answers other machines when DEV_OUTBOX_OPEN=true', async () => {
    const config = { ...loadConfig({ DATA_DIR: ':memory:', LOG_LEVEL: 'silent', DEV_OUTBOX_OPEN: 'true' }), databaseUrl: null };
    const open = await buildApp(config, server.database);
    try {
      expect((await open.inject({ method: 'GET', url: '/dev/outbox', remoteAddress: '10.9.9.9' })).statusCode).toBe(200);
    } finally {
      await open.close();
    }
  });
});
