import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../../../src/server/config';
import { productionVapid } from './vapid-env';

describe('loadConfig', () => {
  it('has working defaults for a developer machine', () => {
    const config = loadConfig({ DATA_DIR: ':memory:' });
    expect(config).toMatchObject({ port: 3000, databaseUrl: null, dataDir: null, baseDomain: 'localhost', production: false });
    expect(config.portalUrlTemplate).toBe('http://{office}.localhost:3000');
    expect(config.sessionSecret).toHaveLength(64);
  });

  it.each([
    [{ PORT: '0' }, 'PORT must be a whole number from 1 to 65535'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL is not a valid URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL must start with smtp: or smtps:'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET must be at least 32 characters'],
    [{ NODE_ENV: 'production' }, 'SESSION_SECRET is required when NODE_ENV=production'],
    [{ PORTAL_URL_TEMPLATE: 'https://portal.example.nl' }, 'PORTAL_URL_TEMPLATE must contain {office}'],
    [{ TRUST_PROXY: 'yes please' }, 'TRUST_PROXY must be true, false, a number of proxies or a list of addresses'],
    [{ TRUST_PROXY: '10.0.0.1, everyone' }, 'TRUST_PROXY must be true, false, a number of proxies or a list of addresses'],
    [{ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), TRUST_PROXY: 'true' }, 'TRUST_PROXY=true believes any client'],
    [{ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) }, 'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT are required when NODE_ENV=production'],
    [{ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), ...productionVapid(), VAPID_SUBJECT: '' }, 'VAPID_SUBJECT are required'],
    [{ VAPID_PUBLIC_KEY: productionVapid().VAPID_PUBLIC_KEY }, 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together'],
    [{ ...productionVapid(), VAPID_PRIVATE_KEY: 'short' }, 'VAPID_PRIVATE_KEY must be a P-256 private key'],
    [{ ...productionVapid(), VAPID_SUBJECT: 'http://example.nl' }, 'VAPID_SUBJECT must be a mailto: or https:// address'],
    [{ DEMO_DATA: 'yes' }, 'DEMO_DATA must be true or false'],
    [{ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), ...productionVapid(), DEMO_DATA: 'true' }, 'DEMO_DATA=true is refused when NODE_ENV=production'],
    [
      { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), ...productionVapid(), PUSH_EXTRA_HOSTS: 'push.example.org, 127.0.0.1' },
      'PUSH_EXTRA_HOSTS names hosts',
    ],
    [{ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), ...productionVapid(), PUSH_EXTRA_HOSTS: 'localhost' }, 'PUSH_EXTRA_HOSTS names hosts'],
  ])('refuses %o with a message naming the variable', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: ':memory:', ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: ':memory:', ...env })).toThrow(message);
  });

  it('takes extra push hosts: private ones only outside production', () => {
    expect(loadConfig({ DATA_DIR: ':memory:', PUSH_EXTRA_HOSTS: '127.0.0.1' }).pushExtraHosts).toEqual(['127.0.0.1']);
    const production = loadConfig({
      DATA_DIR: ':memory:',
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(32),
      ...productionVapid(),
      PUSH_EXTRA_HOSTS: 'Push.Example.org',
    });
    expect(production.pushExtraHosts).toEqual(['push.example.org']);
    expect(loadConfig({ DATA_DIR: ':memory:' }).pushExtraHosts).toEqual([]);
  });

  it('takes the VAPID keys from the environment, and in development keeps the ones it made', () => {
    const given = productionVapid();
    const production = loadConfig({ DATA_DIR: ':memory:', NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), ...given });
    expect(production.vapid).toEqual({ publicKey: given.VAPID_PUBLIC_KEY, privateKey: given.VAPID_PRIVATE_KEY, subject: given.VAPID_SUBJECT });
    const dataDir = mkdtempSync(join(tmpdir(), 'vapid-'));
    try {
      const first = loadConfig({ DATA_DIR: dataDir }).vapid;
      expect(loadConfig({ DATA_DIR: dataDir }).vapid).toEqual(first);
      expect(first.subject).toBe('mailto:portaal@localhost');
      expect(loadConfig({ DATA_DIR: ':memory:' }).vapid.publicKey).not.toBe(first.publicKey);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("reads TRUST_PROXY as off, on, a number of hops or the proxies' addresses", () => {
    const trust = (value?: string) => loadConfig({ DATA_DIR: ':memory:', ...(value ? { TRUST_PROXY: value } : {}) }).trustProxy;
    expect([trust(), trust('false'), trust('true'), trust('10.0.0.0/8,127.0.0.1')]).toEqual([false, false, true, '10.0.0.0/8,127.0.0.1']);
    expect(trust('loopback, 10.1.2.3')).toBe('loopback, 10.1.2.3');
    const hops = trust('1') as (address: string, hop: number) => boolean;
    expect([hops('10.0.0.1', 0), hops('10.0.0.2', 1)]).toEqual([true, false]);
  });
});
