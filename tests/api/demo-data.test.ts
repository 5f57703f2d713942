// The demo offices come only when asked: `npm start` asks (DEMO_DATA=true), a production start
// never does, so the password README prints opens nothing on a production database.
// Runs on PGlite only (decision 055): its servers are processes on embedded PGlite whatever DATABASE_URL says.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { productionVapid } from '../unit/server/vapid-env';
import { runServer } from './server-process';

const readmeLogin = { username: 'jan.devries@example.nl', password: 'Welkom2026!', tenant: 'vandijk' };

async function signInAtDemoOffice(port: number) {
  return fetch(`http://127.0.0.1:${port}/proxy/auth/login`, {
    method: 'POST',
    headers: { host: `vandijk.localhost:${port}`, 'content-type': 'application/json' },
    body: JSON.stringify(readmeLogin),
  });
}

describe('demo data', () => {
  it('is not stored by a production start on an empty database', async () => {
    const env = { NODE_ENV: 'production', SESSION_SECRET: 'p'.repeat(40), ...productionVapid(), PORT: '4671', HOST: '127.0.0.1', DATA_DIR: ':memory:' };
    const server = await runServer(env, /portal ready/);
    try {
      expect(server.stop, server.output).toBeDefined();
      const advice = server.output.split('\n').filter((line) => line.includes('no office in the database yet'));
      expect(advice).toHaveLength(1);
      expect(advice[0]).toContain('npm run office -- create');
      const response = await signInAtDemoOffice(4671);
      expect(response.status).not.toBe(200);
      expect(response.status).toBe(404);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('unknown_office');
    } finally {
      await server.stop?.();
    }
  });

  it('is stored into an empty database when DEMO_DATA=true, as npm start and the e2e server ask', async () => {
    const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.start).toContain('DEMO_DATA=true');
    expect(scripts['serve:e2e']).toContain('DEMO_DATA=true');
    const server = await runServer({ DEMO_DATA: 'true', PORT: '4672', HOST: '127.0.0.1', DATA_DIR: ':memory:' }, /portal ready/);
    try {
      expect(server.stop, server.output).toBeDefined();
      // Jan signs in with a second factor: the password alone is accepted with 403 two_factor_required.
      const response = await signInAtDemoOffice(4672);
      expect(response.status).toBe(403);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('two_factor_required');
    } finally {
      await server.stop?.();
    }
  });

  it('stops a production start that asks for it, naming the variable', async () => {
    const env = { NODE_ENV: 'production', SESSION_SECRET: 'p'.repeat(40), ...productionVapid(), DEMO_DATA: 'true', PORT: '4673', DATA_DIR: ':memory:' };
    const run = await runServer(env);
    expect(run.code).toBe(1);
    expect(run.output).toContain('DEMO_DATA=true is refused when NODE_ENV=production');
  });
});
