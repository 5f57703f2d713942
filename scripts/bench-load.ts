// `npm run bench:load`: 100 virtual customers over 10 offices sign in and browse the portal's reads
// for 2 minutes on PostgreSQL (DATABASE_URL, a schema of its own, dropped afterwards). Prints p50,
// p95, p99 and errors per call and in all; the target is p95 ≤ 300 ms and no errors (exit code 1
// otherwise). `--smoke` (CI) runs 20 customers for 10 seconds and fails on errors only.
// Each office has two accounts that sign in without a code; every virtual customer has a session of
// its own on one of them.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { dropSchema, openDatabase } from '../src/server/db/database';
import { seedDemo } from '../src/server/seed';
import { degroot } from '../src/server/seed/data/degroot';
import { RowIds } from '../src/server/seed/data/ids';
import { demoTenants } from '../src/server/seed/data/tenants';
import { vandijk } from '../src/server/seed/data/vandijk';
import type { DemoTenant } from '../src/server/seed/types';

const smoke = process.argv.includes('--smoke');
const CUSTOMERS = smoke ? 20 : 100;
const OFFICES = 10;
const SECONDS = Number(process.env.LOAD_SECONDS ?? (smoke ? 10 : 120));
const PORT = Number(process.env.LOAD_PORT ?? 4651);
const TARGET_P95_MS = 300;
const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const schema = `load_${randomBytes(4).toString('hex')}`;
const PASSWORD = 'Welkom2026!';
const reads = [
  '/api/customer/tenant',
  '/api/customer/customer',
  '/api/customer/mortgage?include=progress',
  '/api/customer/policy',
  '/api/customer/damage',
  '/api/customer/document',
  '/api/customer/task',
  '/api/customer/signal/active',
  '/api/customer/attachable/published/by_is_attachable_type/email?per_page=30&page=1',
  '/api/customer/income',
  '/api/customer/obligation',
];

/** Ten offices shaped like Van Dijk, numbered after the demo offices so record ids line up. */
function loadOffices(): DemoTenant[] {
  const ids = new RowIds();
  vandijk(ids);
  degroot(ids);
  return Array.from({ length: OFFICES }, (_, index) => {
    const office = vandijk(ids);
    const name = `load${index + 1}`;
    return {
      ...office,
      name,
      code: name.toUpperCase(),
      settings: { ...office.settings, code: name.toUpperCase(), subdomain: name },
      customers: office.customers
        .filter((customer) => customer.password)
        .map((customer, number) => ({ ...customer, username: `klant${number + 1}@${name}.example.nl`, password: PASSWORD, twoFactor: false })),
    };
  });
}

const samples = new Map<string, number[]>();
const errors = new Map<string, number>();
function record(name: string, ms: number, ok: boolean) {
  if (!samples.has(name)) samples.set(name, []);
  samples.get(name)!.push(ms);
  if (!ok) errors.set(name, (errors.get(name) ?? 0) + 1);
}

/** The answer's body text when it succeeded, null otherwise; its time and outcome recorded. */
async function timed(name: string, url: string, init: RequestInit): Promise<string | null> {
  const started = performance.now();
  try {
    const response = await fetch(`http://127.0.0.1:${PORT}${url}`, init);
    const body = await response.text();
    record(name, performance.now() - started, response.ok);
    return response.ok ? body : null;
  } catch {
    record(name, performance.now() - started, false);
    return null;
  }
}

async function virtualCustomer(number: number, until: number) {
  const office = `load${(number % OFFICES) + 1}`;
  const username = `klant${(Math.floor(number / OFFICES) % 2) + 1}@${office}.example.nl`;
  const host = `${office}.localhost:${PORT}`;
  // Customers arrive over the first seconds rather than all at once.
  await new Promise((resolve) => setTimeout(resolve, Math.random() * 3000));
  const login = await timed('POST /proxy/auth/login', '/proxy/auth/login', {
    method: 'POST',
    headers: { host, 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD, tenant: office }),
  });
  if (!login) return;
  const { access_token: token } = JSON.parse(login) as { access_token: string };
  while (Date.now() < until) {
    const url = reads[Math.floor(Math.random() * reads.length)]!;
    await timed(`GET ${url.split('?')[0]}`, url, { headers: { host, authorization: `Bearer ${token}` } });
    // A person reads a screen before opening the next.
    await new Promise((resolve) => setTimeout(resolve, 300 + Math.random() * 700));
  }
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function startServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema, DATA_DIR: ':memory:', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let waited = 0; waited < 120_000; waited += 200) {
    if (child.exitCode !== null) throw new Error('the server exited before it answered');
    if (await fetch(`http://127.0.0.1:${PORT}/health`).then((response) => response.ok, () => false)) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not answer within 2 minutes');
}

async function main() {
  const database = await openDatabase({ databaseUrl, dataDir: null, schema });
  await seedDemo(database.db, new Date(), [...demoTenants, ...loadOffices()]);
  await database.close();
  const server = await startServer();
  try {
    console.log(`${CUSTOMERS} virtual customers over ${OFFICES} offices for ${SECONDS} s on PostgreSQL (schema ${schema})`);
    const until = Date.now() + SECONDS * 1000;
    await Promise.all(Array.from({ length: CUSTOMERS }, (_, number) => virtualCustomer(number, until)));
  } finally {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    await dropSchema(databaseUrl, schema);
  }
  const all = [...samples.values()].flat();
  const totalErrors = [...errors.values()].reduce((sum, count) => sum + count, 0);
  console.log('| call | requests | p50 ms | p95 ms | p99 ms | errors |\n|---|---|---|---|---|---|');
  for (const [name, values] of [...samples.entries()].sort()) {
    console.log(`| ${name} | ${values.length} | ${percentile(values, 50).toFixed(0)} | ${percentile(values, 95).toFixed(0)} | ${percentile(values, 99).toFixed(0)} | ${errors.get(name) ?? 0} |`);
  }
  const p95 = percentile(all, 95);
  console.log(`| all | ${all.length} (${(all.length / SECONDS).toFixed(0)}/s) | ${percentile(all, 50).toFixed(0)} | ${p95.toFixed(0)} | ${percentile(all, 99).toFixed(0)} | ${totalErrors} |`);
  const missed = totalErrors > 0 || all.length === 0 || (!smoke && p95 > TARGET_P95_MS);
  console.log(missed ? `target missed (p95 ≤ ${TARGET_P95_MS} ms, 0 errors)` : `target met (p95 ≤ ${TARGET_P95_MS} ms, 0 errors)`);
  if (missed) process.exitCode = 1;
}

await main();
