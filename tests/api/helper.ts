// Starts the real server (the whole Fastify app) on a fresh database with the demo data: in-memory
// PGlite, or a schema of its own on PostgreSQL when DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { dropSchema, openDatabase, type DatabaseHandle } from '../../src/server/db/database';
import { seedDemo } from '../../src/server/seed';

export interface TestServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Signs in and answers the access token. */
  login(office: string, username: string, password: string): Promise<string>;
  /** A request on the office's host, with the token when given. */
  call(office: string | null, method: string, url: string, options?: { token?: string; body?: unknown; headers?: Record<string, string> }): Promise<LightMyRequestResponse>;
}

export const demoLogins = {
  vandijk: { username: 'jan.devries@example.nl', password: 'Welkom2026!' },
  vandijkSecond: { username: 'sanne.bakker@example.nl', password: 'Welkom2026!' },
  degroot: { username: 'p.jansen@example.nl', password: 'Welkom2026!' },
} as const;

export function useTestServer(): TestServer {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const databaseUrl = process.env.DATABASE_URL ?? null;
  const server = {} as TestServer;

  beforeAll(async () => {
    const config = { ...loadConfig({ DATA_DIR: ':memory:', LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' }), databaseUrl };
    server.database = await openDatabase({ databaseUrl, dataDir: null, schema });
    await seedDemo(server.database.db);
    server.app = await buildApp(config, server.database);
    server.call = (office, method, url, options = {}) =>
      server.app.inject({
        method: method as 'GET',
        url,
        headers: {
          host: office ? `${office}.localhost:3000` : 'localhost:3000',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...options.headers,
        },
        ...(options.body !== undefined ? { payload: options.body as object } : {}),
      });
    server.login = async (office, username, password) => {
      const response = await server.call(office, 'POST', '/proxy/auth/login', { body: { username, password, tenant: office } });
      if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
      return response.json<{ access_token: string }>().access_token;
    };
  });

  afterAll(async () => {
    await server.app?.close();
    await server.database?.close();
    if (databaseUrl) await dropSchema(databaseUrl, schema);
  });

  return server;
}
