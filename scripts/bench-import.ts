// Benchmark of the office's NDJSON import (decision record 050, issue 37 "Measure"): a file of
// 10,000 customers (scripts/bench/import-file.ts) posted to importCustomers of the real server,
// on PostgreSQL (DATABASE_URL, a schema of its own, dropped afterwards) and on the embedded
// PGlite. Prints the time, rows per second and the process's resident memory at the start and at
// most, then the same file again (every line must answer `unchanged`). `--smoke` imports a small
// file on both and fails on errors only, for CI; `--customers N` sets the file's length.
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { dropSchema, openDatabase } from '../src/server/db/database';
import { issueCredential } from '../src/server/offices/credentials';
import { seedDemo } from '../src/server/seed';
import { importLine, rowsPerLine } from './bench/import-file';

const smoke = process.argv.includes('--smoke');
const customersFlag = process.argv.indexOf('--customers');
/** `--customers N` for a shorter run than the issue's 10,000. */
const CUSTOMERS = customersFlag > 0 ? Number(process.argv[customersFlag + 1]) : smoke ? 50 : 10_000;
const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const MB = 1_048_576;

async function writeFile(path: string) {
  const out = createWriteStream(path);
  for (let n = 1; n <= CUSTOMERS; n += 1) {
    if (!out.write(`${JSON.stringify(importLine(n))}\n`)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  }
  out.end();
  await finished(out);
}

/** The largest resident memory seen while `work` runs, sampled as it goes. */
async function peakMemory<T>(work: () => Promise<T>): Promise<{ value: T; peak: number }> {
  let peak = process.memoryUsage.rss();
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 50);
  try {
    const value = await work();
    return { value, peak: Math.max(peak, process.memoryUsage.rss()) };
  } finally {
    clearInterval(sampler);
  }
}

/** Posts the file and reads the answer a line at a time; the count of each result. */
async function importFile(baseUrl: string, secret: string, path: string) {
  const response = await fetch(`${baseUrl}/office/v1/customers/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/x-ndjson' },
    body: Readable.toWeb(createReadStream(path)) as ReadableStream,
    duplex: 'half',
  } as RequestInit);
  if (!response.ok) throw new Error(`import answered ${response.status}: ${await response.text()}`);
  const counts: Record<string, number> = {};
  let rest = '';
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    const chunk = read.value;
    const lines = (rest + chunk).split('\n');
    rest = lines.pop()!;
    for (const line of lines) {
      const { result } = JSON.parse(line) as { result: string };
      counts[result] = (counts[result] ?? 0) + 1;
    }
  }
  return counts;
}

async function run(label: string, path: string, database: { url: string | null; schema: string }) {
  const handle = await openDatabase({ databaseUrl: database.url, dataDir: null, schema: database.schema });
  const loaded = loadConfig({ DATA_DIR: ':memory:', LOG_LEVEL: 'warn', SIGNAL_RUN_MINUTES: '0', WEBHOOK_POLL_MS: '0' });
  const app = await buildApp({ ...loaded, databaseUrl: database.url }, handle);
  try {
    await seedDemo(handle.db);
    const tenant = await handle.db.selectFrom('tenants').select('id').where('code', '=', 'VANDIJK').executeTakeFirstOrThrow();
    const { secret } = await issueCredential(handle.db, tenant.id, ['write']);
    const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    const rows = CUSTOMERS * rowsPerLine;
    const seconds: number[] = [];
    for (const round of ['first', 'again'] as const) {
      const start = process.memoryUsage.rss();
      const began = performance.now();
      const { value: counts, peak } = await peakMemory(() => importFile(baseUrl, secret, path));
      const took = (performance.now() - began) / 1000;
      seconds.push(took);
      const expected = round === 'first' ? 'created' : 'unchanged';
      console.log(
        `${label.padEnd(10)} ${round.padEnd(6)} ${took.toFixed(1).padStart(6)} s  ${Math.round(rows / took)
          .toString()
          .padStart(6)} rows/s  rss ${Math.round(start / MB)} MB -> max ${Math.round(peak / MB)} MB  ${JSON.stringify(counts)}`,
      );
      if (counts[expected] !== CUSTOMERS) throw new Error(`${label} ${round}: expected ${CUSTOMERS} ${expected}, got ${JSON.stringify(counts)}`);
    }
    if (!smoke && seconds[1]! > seconds[0]! / 2) console.log(`${label}: the second run took more than half the first`);
  } finally {
    await app.close();
    await handle.close();
    if (database.url) await dropSchema(database.url, database.schema);
  }
}

const folder = mkdtempSync(join(tmpdir(), 'bench-import-'));
try {
  const path = join(folder, 'customers.ndjson');
  await writeFile(path);
  console.log(`${CUSTOMERS} customers (${rowsPerLine} rows each), ${(statSync(path).size / MB).toFixed(1)} MB of NDJSON`);
  await run('PostgreSQL', path, { url: databaseUrl, schema: `bench_import_${randomBytes(4).toString('hex')}` });
  await run('PGlite', path, { url: null, schema: 'public' });
} finally {
  rmSync(folder, { recursive: true });
}
