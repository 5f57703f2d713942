// `npm run bench:api`: throughput and latency of three reads on the demo data, on PGlite and on
// PostgreSQL, beside the floor (scripts/bench-floor.ts: same queries, bare Fastify), with the
// server's resident memory at rest and under load. Each portal cell runs twice, as a browser asks
// (compressed answers) and without Accept-Encoding, to show what compression costs. Prints a
// Markdown table for docs/performance/api.md. `--smoke`: a second per cell, for CI.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { dropSchema } from '../src/server/db/database';
import { SMOKE, startServer, stopServer } from './bench/options';
import { signIn } from './bench/sign-in';

// Outside the lead's 3000–3999, so a benchmark never meets a running portal.
const PORT = Number(process.env.BENCH_PORT ?? 4550);
const SECONDS = SMOKE ? 1 : Number(process.env.BENCH_SECONDS ?? 5);
const endpoints = ['/api/customer/customer', '/api/customer/mortgage', '/api/customer/document'];
const connections = [10, 50];
// What a browser sends: the portal may compress its answers, so the benchmark pays for that too.
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };
const postgresUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface Row {
  engine: string;
  server: string;
  endpoint: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
}

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function token(): Promise<string> {
  const tokens = await signIn({ server: `http://127.0.0.1:${PORT}`, tenant: 'vandijk' }, 'jan.devries@example.nl');
  return tokens.access_token;
}

async function load(endpoint: string, count: number, headers: Record<string, string>) {
  const result = await autocannon({ url: `http://127.0.0.1:${PORT}${endpoint}`, connections: count, duration: SECONDS, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${endpoint}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** Every cell; `plain` also runs each one without Accept-Encoding, right after, to price compression. */
async function measure(engine: string, server: string, child: ChildProcess, headers: Record<string, string>, rows: Row[], plain = false) {
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(child.pid!))), 200);
  const { 'accept-encoding': _encoding, ...identity } = headers;
  for (const endpoint of endpoints) {
    for (const count of connections) {
      rows.push({ engine, server, endpoint, connections: count, ...(await load(endpoint, count, headers)) });
      if (plain) rows.push({ engine, server: `${server}-plain`, endpoint, connections: count, ...(await load(endpoint, count, identity)) });
    }
  }
  clearInterval(sampler);
  return peak;
}

/** Runs `work` against a server started for it, and stops the server even when `work` fails. */
async function withServer(script: string, env: Record<string, string>, work: (server: ChildProcess) => Promise<void>) {
  const server = await startServer(script, PORT, env);
  try {
    await work(server);
  } finally {
    await stopServer(server);
  }
}

async function runEngine(engine: 'PGlite' | 'PostgreSQL', rows: Row[], memory: string[]) {
  const dirs = [mkdtempSync(join(tmpdir(), 'bench-')), mkdtempSync(join(tmpdir(), 'bench-'))];
  const schema = `bench_${process.pid}`;
  const env = (index: number): Record<string, string> => ({
    DEMO_DATA: 'true',
    ...(engine === 'PGlite' ? { DATA_DIR: dirs[index]!, DATABASE_URL: '' } : { DATABASE_URL: postgresUrl, DATABASE_SCHEMA: schema, DATA_DIR: dirs[index]! }),
  });
  try {
    await withServer('src/server/main.ts', env(0), async (server) => {
      const headers = { ...BROWSER_HEADERS, host: `vandijk.localhost:${PORT}`, authorization: `Bearer ${await token()}` };
      await load(endpoints[0]!, 10, headers); // warm-up
      const atRest = rssMb(server.pid!);
      const peak = await measure(engine, 'portal', server, headers, rows, true);
      memory.push(`${engine}: ${atRest.toFixed(0)} MB at rest, ${peak.toFixed(0)} MB at most under load`);
    });
    await withServer('scripts/bench-floor.ts', env(1), async (floor) => {
      await load(endpoints[0]!, 10, BROWSER_HEADERS);
      await measure(engine, 'floor', floor, BROWSER_HEADERS, rows);
    });
  } finally {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    if (engine === 'PostgreSQL') await dropSchema(postgresUrl, schema);
  }
}

async function postgresReachable() {
  const client = new pg.Client({ connectionString: postgresUrl });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

const rows: Row[] = [];
const memory: string[] = [];
await runEngine('PGlite', rows, memory);
if (await postgresReachable()) await runEngine('PostgreSQL', rows, memory);
else console.warn(`PostgreSQL at ${postgresUrl} is not reachable: measured PGlite only.`);

console.log(`\n${SECONDS} s per cell, ${new Date().toISOString().slice(0, 10)}, ${process.version}\n`);
console.log(
  '| engine | endpoint | conns | portal req/s | p50 ms | p99 ms | uncompressed req/s | compressed/uncompressed | floor req/s | p99 ms | portal/floor |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|');
const cell = (server: string, row: Row) =>
  rows.find((entry) => entry.server === server && entry.engine === row.engine && entry.endpoint === row.endpoint && entry.connections === row.connections)!;
for (const row of rows.filter((entry) => entry.server === 'portal')) {
  const floor = cell('floor', row);
  const plain = cell('portal-plain', row);
  console.log(
    `| ${row.engine} | ${row.endpoint.replace('/api', '')} | ${row.connections} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${plain.rps.toFixed(0)} | ${(row.rps / plain.rps).toFixed(2)}× | ${floor.rps.toFixed(0)} | ${floor.p99} | ${(row.rps / floor.rps).toFixed(2)}× |`,
  );
}
console.log(`\nResident memory of the portal server: ${memory.join('; ')}.`);
