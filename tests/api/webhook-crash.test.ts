// Webhooks hold through a crash (issue 37, decision record 051): a customer's message and upload
// commit, the server process is killed with SIGKILL while the receiver holds its answer to the
// first webhook, and a new server on the same database sends both, signed, in the customer's
// order. On the suite's database: PostgreSQL in a schema of its own when DATABASE_URL is set, else
// PGlite in a data directory.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { dropSchema, openDatabase } from '../../src/server/db/database';
import { runOfficeCommand } from '../../src/server/offices/command';
import { pdf } from '../../src/server/seed/files';
import { seedDemo } from '../../src/server/seed';
import { demoLogins } from './helper';
import { runServer } from './server-process';

const databaseUrl = process.env.DATABASE_URL ?? '';
const schema = `crash_${randomBytes(6).toString('hex')}`;
const dataDir = databaseUrl ? '' : mkdtempSync(join(tmpdir(), 'portal-webhook-crash-'));
const env = {
  DATABASE_URL: databaseUrl,
  DATABASE_SCHEMA: schema,
  DATA_DIR: dataDir || ':memory:',
  SESSION_SECRET: 'webhook-crash-test-session-secret-0123456789',
  WEBHOOK_EXTRA_HOSTS: '127.0.0.1',
  SIGNAL_RUN_MINUTES: '0',
};
const open = () => openDatabase({ databaseUrl: databaseUrl || null, dataDir: dataDir || null, schema });

interface Delivery {
  id: string;
  event: { id: number; type: string; customer: { id: number } | null };
}
const received: Delivery[] = [];
let secret = '';
/** The first request's answer, held until the test has killed the server that sent it. */
let held: ServerResponse | null = null;
let firstArrived: () => void = () => undefined;
const firstHeld = new Promise<void>((resolve) => (firstArrived = resolve));
const allArrived: { count: number; done: () => void } = { count: Infinity, done: () => undefined };

const receiver = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8');
    // Throws on a bad signature: an unverified delivery fails the test by never counting.
    const verified = new Webhook(secret).verify(body, request.headers as Record<string, string>) as { data: Delivery['event'] };
    received.push({ id: String(request.headers['webhook-id']), event: verified.data });
    if (received.length >= allArrived.count) allArrived.done();
    if (!held) {
      held = response;
      firstArrived();
      return;
    }
    response.writeHead(204).end();
  });
});

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const database = await open();
  try {
    await seedDemo(database.db);
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    const set = await runOfficeCommand(database.db, ['webhook', 'set', 'VANDIJK', url], async () => '', new Date(), loadConfig(env));
    secret = set.lines.find((line) => line.startsWith('whsec_')) ?? '';
  } finally {
    await database.close();
  }
});

afterAll(async () => {
  held?.destroy();
  await new Promise((resolve) => receiver.close(resolve));
  if (databaseUrl) await dropSchema(databaseUrl, schema);
  else rmSync(dataDir, { recursive: true });
});

// The two steps share the port and what the receiver got; each within the suite's limit.
describe.sequential('webhooks through a crash', () => {
  let port = 0;
  it('a customer’s message and upload commit; the server dies while the receiver holds the first webhook', async () => {
    port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const host = { host: `vandijk.localhost:${port}` };
    const first = await runServer({ ...env, PORT: String(port), HOST: '127.0.0.1' }, /portal ready/);
    expect(first.stop, first.output).toBeDefined();

    const { username, password } = demoLogins.vandijkSecond;
    const login = await fetch(`${base}/proxy/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...host },
      body: JSON.stringify({ username, password, tenant: 'vandijk' }),
    });
    expect(login.status).toBe(200);
    const auth = { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}`, ...host };
    const message = await fetch(`${base}/api/customer/task/message/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth },
      body: JSON.stringify({ message: 'Voor de crash' }),
    });
    expect(message.status).toBe(200);
    const form = new FormData();
    form.append('name', 'Jaaropgave');
    form.append('content', new Blob([new Uint8Array(pdf(['Jaaropgave']).content)], { type: 'application/pdf' }), 'jaaropgave.pdf');
    const upload = await fetch(`${base}/api/customer/document`, { method: 'POST', headers: auth, body: form });
    expect(upload.status).toBe(201);

    // The first webhook reached the receiver, which has not answered it: the server dies now.
    await firstHeld;
    await first.stop!('SIGKILL');
    expect(received.map((one) => one.event.type)).toEqual(['message.sent']);
  });

  it('a new server on the same database sends both, verified, at least once and in the customer’s order', async () => {
    // The dead server's 60-second lease on that delivery runs out: moved in the database instead of waited for.
    const database = await open();
    try {
      const leased = await database.db
        .updateTable('webhook_deliveries')
        .set({ lease_until: new Date(Date.now() - 1000) })
        .where('lease_until', 'is not', null)
        .execute();
      expect(leased.reduce((sum, row) => sum + Number(row.numUpdatedRows), 0)).toBe(1);
    } finally {
      await database.close();
    }

    const arrived = new Promise<void>((resolve) => Object.assign(allArrived, { count: 3, done: resolve }));
    const second = await runServer({ ...env, PORT: String(port), HOST: '127.0.0.1' }, /portal ready/);
    expect(second.stop, second.output).toBeDefined();
    await arrived;
    expect((await second.stop!()).code).toBe(0);

    // The first event again (the receiver never answered it), then the upload: same ids, in order.
    const [before, ...after] = received;
    expect(after.map((one) => one.event.type)).toEqual(['message.sent', 'document.uploaded']);
    expect(after[0]!.id).toBe(before!.id);
    expect(after[1]!.event.id).toBe(after[0]!.event.id + 1);
    expect(new Set(received.map((one) => one.event.customer?.id)).size).toBe(1);
  });
});
