// `npm run bench:load`: 100 virtual customers over 10 offices sign in and browse the portal's reads
// for 2 minutes on PostgreSQL (DATABASE_URL, a schema of its own, dropped afterwards). Prints p50,
// p95, p99 and errors per call and in all; the target is p95 ≤ 300 ms and no errors (exit code 1
// otherwise). `--smoke` (CI) runs 20 customers for 10 seconds and fails on errors only.
// Each office has two accounts that sign in without a code; every virtual customer has a session of
// its own on one of them.
import { randomBytes } from 'node:crypto';
import { dropSchema } from '../src/server/db/database';
import { OFFICES, seedLoadSchema } from './load/offices';
import { startServer, stopServer, type ServerProcess } from './load/server-process';
import { Traffic } from './load/traffic';

const smoke = process.argv.includes('--smoke');
const CUSTOMERS = smoke ? 20 : 100;
const SECONDS = Number(process.env.LOAD_SECONDS ?? (smoke ? 10 : 120));
const PORT = Number(process.env.LOAD_PORT ?? 4651);
const TARGET_P95_MS = 300;
const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const schema = `load_${randomBytes(4).toString('hex')}`;

async function main() {
  const traffic = new Traffic({ port: PORT });
  let server: ServerProcess | undefined;
  // The schema goes whatever fails: a failed migration once left an empty one behind.
  try {
    await seedLoadSchema(databaseUrl, schema);
    server = await startServer(PORT, { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema });
    console.log(`${CUSTOMERS} virtual customers over ${OFFICES} offices for ${SECONDS} s on PostgreSQL (schema ${schema})`);
    const until = Date.now() + SECONDS * 1000;
    await Promise.all(Array.from({ length: CUSTOMERS }, (_, number) => traffic.virtualCustomer(number, () => Date.now() >= until)));
  } finally {
    if (server) await stopServer(server);
    await dropSchema(databaseUrl, schema);
  }
  const { p95, count } = traffic.report(SECONDS);
  const missed = traffic.totalErrors() > 0 || count === 0 || (!smoke && p95 > TARGET_P95_MS);
  console.log(missed ? `target missed (p95 ≤ ${TARGET_P95_MS} ms, 0 errors)` : `target met (p95 ≤ ${TARGET_P95_MS} ms, 0 errors)`);
  if (missed) process.exitCode = 1;
}

await main();
