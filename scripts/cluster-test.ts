// `npm run test:cluster`: three server instances on one PostgreSQL schema (DATABASE_URL, a schema
// of its own, dropped afterwards) behind HAProxy, under the load of `bench:load` with messages as
// writes; while the load runs each instance in turn gets SIGTERM, exits and starts again. Passes
// when no request failed, every acknowledged message is stored once, a logout on one instance is
// refused on the others within 2 s and the sign-in throttle counts across instances.
// `--smoke` (CI) runs 20 customers and restarts without extra waiting; the default 100 customers
// with 20 s between restarts. Ports CLUSTER_PORT (HAProxy, default 4660) and the three after it.
import { randomBytes } from 'node:crypto';
import { dropSchema } from '../src/server/db/database';
import { CHECK_NOTICE_MS, startBalancer, type Balancer } from './cluster/haproxy';
import { checkLogout, checkThrottle, checkWrites } from './cluster/checks';
import { OFFICES, seedLoadSchema } from './load/offices';
import { startServer, stopServer, type ServerProcess } from './load/server-process';
import { Traffic } from './load/traffic';

const smoke = process.argv.includes('--smoke');
const CUSTOMERS = smoke ? 20 : 100;
const SETTLE_MS = smoke ? 2_000 : 20_000;
const PORT = Number(process.env.CLUSTER_PORT ?? 4660);
const ports = [PORT + 1, PORT + 2, PORT + 3];
const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const schema = `cluster_${randomBytes(4).toString('hex')}`;
const instanceEnv = {
  DATABASE_URL: databaseUrl,
  DATABASE_SCHEMA: schema,
  // Longer than HAProxy takes to see /health fail, so no new request reaches a stopping instance.
  SHUTDOWN_DRAIN_MS: String(CHECK_NOTICE_MS * 2),
  TRUST_PROXY: 'loopback',
  SESSION_SECRET: randomBytes(32).toString('hex'),
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Restarts each instance in turn; answers the problems (an exit code other than 0). */
async function rollingRestart(instances: ServerProcess[]): Promise<string[]> {
  const problems: string[] = [];
  for (let index = 0; index < instances.length; index++) {
    const began = performance.now();
    const code = await stopServer(instances[index]!);
    if (code !== 0) problems.push(`instance on ${ports[index]} exited with ${code} on SIGTERM`);
    const stoppedMs = performance.now() - began;
    instances[index] = await startServer(ports[index]!, instanceEnv);
    console.log(
      `instance on ${ports[index]}: stopped in ${Math.round(stoppedMs)} ms (exit ${code}), answering again after ${Math.round(performance.now() - began)} ms`,
    );
    // Long enough for HAProxy to take it back in, and for the load to reach it.
    await pause(CHECK_NOTICE_MS + SETTLE_MS);
  }
  return problems;
}

async function main() {
  const instances: ServerProcess[] = [];
  let balancer: Balancer | undefined;
  const traffic = new Traffic({ port: PORT, writeEvery: 5 });
  const problems: string[] = [];
  const began = performance.now();
  try {
    await seedLoadSchema(databaseUrl, schema);
    instances.push(...(await Promise.all(ports.map((port) => startServer(port, instanceEnv)))));
    balancer = await startBalancer(PORT, ports);
    console.log(`${CUSTOMERS} virtual customers over ${OFFICES} offices through HAProxy on ${PORT} to instances on ${ports.join(', ')} (schema ${schema})`);
    let done = false;
    const load = Promise.all(Array.from({ length: CUSTOMERS }, (_, number) => traffic.virtualCustomer(number, () => done)));
    await pause(3_000);
    problems.push(...(await checkLogout(ports)));
    problems.push(...(await checkThrottle(ports)));
    problems.push(...(await rollingRestart(instances)));
    done = true;
    await load;
    problems.push(...(await checkWrites(databaseUrl, schema, traffic.written)));
  } finally {
    await balancer?.stop();
    await Promise.all(instances.map((instance) => stopServer(instance)));
    await dropSchema(databaseUrl, schema);
  }
  const seconds = (performance.now() - began) / 1000;
  const { count } = traffic.report(seconds);
  problems.push(...traffic.failures.map((failure) => `failed request ${failure}`));
  if (count === 0 || traffic.written.length === 0) problems.push('no request or no write was made: the test proved nothing');
  for (const problem of problems) console.error(`  ${problem}`);
  console.log(problems.length ? `cluster test failed: ${problems.length} problems` : `cluster test passed in ${seconds.toFixed(0)} s`);
  if (problems.length) process.exitCode = 1;
}

await main();
