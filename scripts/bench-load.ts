// `npm run bench:load`: 100 virtual customers over 10 offices sign in and browse the portal's reads
// for 2 minutes on PostgreSQL (DATABASE_URL, a schema of its own, dropped afterwards). Prints p50,
// p95, p99 and errors per call and in all; the target is p95 ≤ 300 ms and no errors (exit code 1
// otherwise). `--smoke` (CI) runs 20 customers for 10 seconds and fails on errors only.
// Each office has two accounts that sign in without a code; every virtual customer has a session of
// its own on one of them. One virtual customer per account also sends a message every fifth call,
// and its office's webhook goes to a receiver here: the time from the send to the receiver's
// answer is the webhook's row (p50, p95, p99; a message not received in 10 s is an error).
import { randomBytes } from 'node:crypto';
import { dropSchema } from '../src/server/db/database';
import { OFFICES, seedLoadSchema } from './load/offices';
import { startServer, stopServer, type ServerProcess } from './load/server-process';
import { percentile, Traffic } from './load/traffic';
import { WebhookReceiver, webhookTimes } from './load/webhook-receiver';

const smoke = process.argv.includes('--smoke');
const CUSTOMERS = smoke ? 20 : 100;
const SECONDS = Number(process.env.LOAD_SECONDS ?? (smoke ? 10 : 120));
const PORT = Number(process.env.LOAD_PORT ?? 4651);
const TARGET_P95_MS = 300;
const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const schema = `load_${randomBytes(4).toString('hex')}`;
const sessionSecret = randomBytes(32).toString('hex');
/** Two accounts per office, each with one virtual customer that sends messages. */
const WRITERS = OFFICES * 2;
const WEBHOOK_PATIENCE_MS = 10_000;

/** The webhook's row of the table: each message from its send to the receiver's answer. */
function reportWebhooks(traffic: Traffic, receiver: WebhookReceiver, customerIds: Map<string, number>): number {
  const sent = new Map([...traffic.sentAt].map(([username, times]) => [customerIds.get(username) ?? -1, times]));
  const { times, missing } = webhookTimes(sent, receiver.answered);
  const errors = missing + receiver.unverified;
  const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(times, p).toFixed(0));
  console.log(`| webhook: message sent → receiver answered | ${times.length} | ${p50} | ${p95} | ${p99} | ${errors} |`);
  return times.length === 0 ? 1 : errors;
}

async function main() {
  const traffic = new Traffic({ port: PORT, writeEvery: 5, writers: WRITERS });
  const secrets = new Map<string, string>();
  const receiver = new WebhookReceiver(secrets);
  let server: ServerProcess | undefined;
  let customerIds: Map<string, number> | undefined;
  // The schema goes whatever fails: a failed migration once left an empty one behind.
  try {
    const setup = await seedLoadSchema(databaseUrl, schema, { url: await receiver.listen(), sessionSecret });
    setup.secrets.forEach((secret, office) => secrets.set(office, secret));
    customerIds = setup.customerIds;
    server = await startServer(PORT, { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema, SESSION_SECRET: sessionSecret, WEBHOOK_EXTRA_HOSTS: '127.0.0.1' });
    console.log(`${CUSTOMERS} virtual customers over ${OFFICES} offices for ${SECONDS} s on PostgreSQL (schema ${schema})`);
    const until = Date.now() + SECONDS * 1000;
    await Promise.all(Array.from({ length: CUSTOMERS }, (_, number) => traffic.virtualCustomer(number, () => Date.now() >= until)));
    await receiver.received(traffic.written.length, WEBHOOK_PATIENCE_MS);
  } finally {
    if (server) await stopServer(server);
    await receiver.close();
    await dropSchema(databaseUrl, schema);
  }
  const { p95, count } = traffic.report(SECONDS);
  const webhookErrors = reportWebhooks(traffic, receiver, customerIds ?? new Map());
  const missed = traffic.totalErrors() > 0 || webhookErrors > 0 || count === 0 || (!smoke && p95 > TARGET_P95_MS);
  console.log(missed ? `target missed (p95 ≤ ${TARGET_P95_MS} ms, 0 errors)` : `target met (p95 ≤ ${TARGET_P95_MS} ms, 0 errors)`);
  if (missed) process.exitCode = 1;
}

await main();
