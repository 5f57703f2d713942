// Starts the real server (the whole Fastify app) on a database holding just the demo data: the
// worker's in-memory PGlite put back to the suite's dump (worker-pglite.ts), or a schema of its own
// on PostgreSQL when DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { dropSchema, openDatabase, type DatabaseHandle } from '../../src/server/db/database';
import type { OutboxEntry } from '../../src/server/mail/outbox';
import { seedDemo } from '../../src/server/seed';
import { collectSecrets, personalNumbers, secretsInLog } from './log-secrets';
import { officeScopeProblems, statementCapture } from './office-scoped-sql';
import { workerPglite, type WorkerPglite } from './worker-pglite';

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** The client's address (127.0.0.1 unless given), for the per-address throttles. */
  remoteAddress?: string;
}

export interface TokenPair {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

export interface TestServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Every log line the server wrote. */
  logs: string[];
  /** Signs in (with the mailed code when the account asks for one) and answers the tokens; from a browser of its own when given its user agent. */
  signIn(office: string, login: { username: string; password: string }, userAgent?: string): Promise<TokenPair>;
  /** Signs in and answers the access token. */
  login(office: string, username: string, password: string): Promise<string>;
  /** A request on the office's host, with the token when given. */
  call(office: string | null, method: string, url: string, options?: CallOptions): Promise<LightMyRequestResponse>;
  /** The mails sent to an address, newest first, as GET /dev/outbox answers them. */
  outbox(to: string): Promise<OutboxEntry[]>;
}

export const demoLogins = {
  vandijk: { username: 'jan.devries@example.nl', password: 'Welkom2026!' },
  vandijkSecond: { username: 'sanne.bakker@example.nl', password: 'Welkom2026!' },
  degroot: { username: 'p.jansen@example.nl', password: 'Welkom2026!' },
} as const;

/** The seed's advice widget keys of each office (src/server/seed/data/vandijk.ts and degroot.ts). */
export const demoWidgetKeys = {
  vandijk: { scenarios: 'vd-scenarios-4b8e22d0', refinance: 'vd-oversluiten-2c57e8b1', maximumMortgage: 'vd-maxhyp-91d0c6a4' },
  degroot: { maximumMortgage: 'dg-maxhyp-0a7c4e19' },
} as const;

const safeDecode = (url: string) => {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
};
const safeJson = (body: string): unknown => {
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
};

/**
 * Access tokens of the three demo customers who sign in (Jan and Sanne at Van Dijk, Pieter at De
 * Groot), filled in before the file's tests run: the owner, another customer and another office.
 */
export type DemoTokens = { jan: string; sanne: string; pieter: string };

/** Signs the three demo customers in (again): after a test moves the server's clock past an access token's life, as a customer would. */
export async function signInDemo(server: TestServer, tokens: DemoTokens): Promise<void> {
  tokens.jan = await server.login('vandijk', demoLogins.vandijk.username, demoLogins.vandijk.password);
  tokens.sanne = await server.login('vandijk', demoLogins.vandijkSecond.username, demoLogins.vandijkSecond.password);
  tokens.pieter = await server.login('degroot', demoLogins.degroot.username, demoLogins.degroot.password);
}

export function useDemoTokens(server: TestServer): DemoTokens {
  const tokens = { jan: '', sanne: '', pieter: '' };
  beforeAll(() => signInDemo(server, tokens));
  return tokens;
}

let addresses = 0;
/** A client address of its own, so one test's failures never throttle another's. */
export function freshAddress(): string {
  addresses += 1;
  return `10.${(process.pid >> 8) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

/** A clock that stands still until a test moves it: a throttle's lock then lasts exactly as long as the test says. */
export function standingClock(start = new Date()) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

export function useTestServer(options: { logLevel?: string; env?: Record<string, string>; clock?: () => Date } = {}): TestServer {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const databaseUrl = process.env.DATABASE_URL ?? null;
  const server = { logs: [] } as unknown as TestServer;
  // Every secret a request or an answer carried; none may show in the log (checked at the end).
  const secrets = personalNumbers();
  // A value a test itself put into an address is logged with it, and is no secret there.
  const sentUrls: string[] = [];
  // The SQL the server runs for this file's requests: not the seed, nor a test's own queries.
  const statements: string[] = [];
  let pglite: WorkerPglite | undefined;

  beforeAll(async () => {
    // The server logs at info (requests, errors) so the log can be searched for secrets.
    // The daily signal run stays off unless a test asks for it: it would change signals under other tests.
    const loaded = loadConfig({ DATA_DIR: ':memory:', LOG_LEVEL: options.logLevel ?? 'info', SIGNAL_RUN_MINUTES: '0', WEBHOOK_POLL_MS: '0', ...options.env });
    const config = { ...loaded, databaseUrl, clock: options.clock ?? loaded.clock };
    pglite = await workerPglite();
    server.database = await openDatabase({ databaseUrl, dataDir: null, schema, client: pglite?.client });
    // The worker's PGlite holds the demo data already; a schema of its own on PostgreSQL starts empty.
    if (!pglite) await seedDemo(server.database.db);
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        server.logs.push(chunk.toString());
        done();
      },
    });
    const serverDb = server.database.db.withPlugin(statementCapture(server.database.db.getExecutor(), statements));
    server.app = await buildApp(config, { ...server.database, db: serverDb }, { logStream });
    server.call = async (office, method, url, call = {}) => {
      const response = await server.app.inject({
        method: method as 'GET',
        url,
        remoteAddress: call.remoteAddress ?? '127.0.0.1',
        headers: {
          host: office ? `${office}.localhost:3000` : 'localhost:3000',
          ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
          ...call.headers,
        },
        ...(call.body !== undefined ? { payload: call.body as object } : {}),
      });
      sentUrls.push(url, safeDecode(url));
      if (call.token) secrets.add(call.token);
      if (call.body && !Buffer.isBuffer(call.body)) collectSecrets(call.body, secrets);
      if (String(response.headers['content-type']).includes('json')) collectSecrets(safeJson(response.body), secrets);
      return response;
    };
    server.outbox = async (to) => {
      const mails = (await server.app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}` })).json<OutboxEntry[]>();
      collectSecrets(mails, secrets);
      return mails;
    };
    server.signIn = async (office, { username, password }, userAgent) => {
      const remoteAddress = freshAddress();
      const body = { username, password, tenant: office };
      const headers = userAgent ? { 'user-agent': userAgent } : undefined;
      let response = await server.call(office, 'POST', '/proxy/auth/login', { body, remoteAddress, headers });
      if (response.statusCode === 403 && response.json<{ error: { code: string } }>().error.code === 'two_factor_required') {
        const { ticket } = response.json<{ ticket: string }>();
        await server.call(office, 'POST', '/api/customer/auth/two_factor_code/email', { body: { username, scope: 'customer', ticket }, remoteAddress });
        const [mail] = await server.outbox(username);
        response = await server.call(office, 'POST', '/proxy/auth/login', { body: { ...body, otp: mail?.codes[0] }, remoteAddress, headers });
      }
      if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
      return response.json<TokenPair>();
    };
    server.login = async (office, username, password) => (await server.signIn(office, { username, password })).access_token;
  });

  afterAll(async () => {
    await server.app?.close();
    await server.database?.close();
    await pglite?.release();
    if (databaseUrl) await dropSchema(databaseUrl, schema);
    const unsent = new Set([...secrets].filter((secret) => !sentUrls.some((sent) => sent.includes(secret))));
    const leaked = secretsInLog(server.logs.join(''), unsent);
    if (leaked.length) throw new Error(`the server logged secrets: ${leaked.join(', ')}`);
    const unscoped = officeScopeProblems(statements);
    if (unscoped.length) throw new Error(`statements on customer data not scoped to an office:\n${unscoped.join('\n')}`);
  });

  return server;
}
