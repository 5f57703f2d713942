// `npm run test:crash`: kills the server with SIGKILL while customers upload documents and send
// messages with attachments, restarts it at once on the same embedded database, again and again,
// and then proves that every write the server acknowledged is there exactly once with the file's
// hash intact. `--short` (CI) runs 2 cycles, the default 6. Port CRASH_PORT (default 4650).
// It also fails when a restart after the last kill (on the filled database) used more than
// RESTART_RATIO times the processor time of loading the server's code and PGlite alone opening a
// copy of the same directory (scripts/crash-reference.ts), the smaller of two runs each. A yardstick measured on this
// machine in this run, not the clock or a fixed number: a slower or busier machine moves both and
// does not fail it, a restart that does needless work again does.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../src/server/db/database';
import { pdf } from '../src/server/seed/files';
import { cpuMs } from './crash-cpu';

const PORT = Number(process.env.CRASH_PORT ?? 4650);
const CYCLES = process.argv.includes('--short') ? 2 : 6;
const WORKERS = 4;
const RESTART_RATIO = 2;
const base = `http://127.0.0.1:${PORT}`;
const host = { host: `vandijk.localhost:${PORT}` };
const dataDir = mkdtempSync(join(tmpdir(), 'portal-crash-'));

interface Write {
  kind: 'upload' | 'message';
  marker: string;
  sha256: string;
}
const acknowledged: Write[] = [];
const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

/** Sends `signal` and waits until the server has exited. */
async function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

async function start(): Promise<{ child: ChildProcess; startedMs: number; cpu: number | null }> {
  const began = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', DEMO_DATA: 'true', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exited: number | null = null;
  child.on('exit', (code) => (exited = code ?? -1));
  for (let waited = 0; waited < 180_000; waited += 100) {
    if (exited !== null) throw new Error(`the server exited with ${exited} instead of starting`);
    if (
      await fetch(`${base}/health`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return { child, startedMs: Date.now() - began, cpu: cpuMs(child.pid!) };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start within 3 minutes');
}

/** Processor time of the yardstick: the server's code loaded and PGlite alone opening a copy of `directory`. */
function referenceCpuMs(directory: string): number {
  const copy = mkdtempSync(join(tmpdir(), 'portal-crash-reference-'));
  try {
    cpSync(directory, copy, { recursive: true });
    const output = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/crash-reference.ts', copy], { encoding: 'utf8' });
    return Number(output.trim());
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/**
 * A restart's processor time and the yardstick's, each the smaller of two runs on the directory as
 * the final kill left it (put back before each restart): a busy moment of the machine only ever
 * adds time, so the smaller run is the closer measure of the work.
 */
async function restartCosts(): Promise<{ restart: number | null; reference: number }> {
  const killed = mkdtempSync(join(tmpdir(), 'portal-crash-killed-'));
  const database = join(dataDir, 'pglite');
  cpSync(database, killed, { recursive: true });
  try {
    const restarts: number[] = [];
    const references: number[] = [];
    for (let round = 0; round < 2; round += 1) {
      references.push(referenceCpuMs(killed));
      rmSync(database, { recursive: true, force: true });
      cpSync(killed, database, { recursive: true });
      const { child, cpu } = await start();
      await stop(child, 'SIGKILL');
      if (cpu !== null) restarts.push(cpu);
    }
    return { restart: restarts.length ? Math.min(...restarts) : null, reference: Math.min(...references) };
  } finally {
    rmSync(killed, { recursive: true, force: true });
  }
}

async function signIn(): Promise<string> {
  const response = await fetch(`${base}/proxy/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...host },
    body: JSON.stringify({ username: 'sanne.bakker@example.nl', password: 'Welkom2026!', tenant: 'vandijk' }),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** One upload or one message with an attachment; recorded only when the server acknowledged it. */
async function write(token: string, marker: string): Promise<void> {
  const file = pdf([marker, randomBytes(24).toString('hex')]).content;
  const form = new FormData();
  const kind = Math.random() < 0.5 ? 'upload' : 'message';
  const blob = new Blob([new Uint8Array(file)], { type: 'application/pdf' });
  if (kind === 'upload') {
    form.append('name', marker);
    form.append('content', blob, `${marker}.pdf`);
  } else {
    form.append('message', marker);
    form.append('attachments', blob, `${marker}.pdf`);
  }
  const url = kind === 'upload' ? '/api/customer/document' : '/api/customer/task/message/';
  const response = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': marker, ...host },
    body: form,
  });
  if (response.ok) acknowledged.push({ kind, marker, sha256: sha256(file) });
  else if (response.status < 500) throw new Error(`${url} refused ${marker}: ${response.status} ${await response.text()}`);
}

async function cycle(number: number): Promise<void> {
  const { child, startedMs, cpu } = await start();
  const token = await signIn();
  let killed = false;
  let sent = 0;
  const before = acknowledged.length;
  const worker = async (id: number) => {
    for (let n = 0; !killed; n++) {
      sent += 1;
      // A request cut off by the kill is simply not acknowledged.
      await write(token, `crash-${number}-${id}-${n}-end`).catch((error: unknown) => {
        if (!killed) throw error;
      });
    }
  };
  const workers = Array.from({ length: WORKERS }, (_, id) => worker(id));
  await new Promise((resolve) => setTimeout(resolve, 1500 + Math.random() * 2500));
  killed = true;
  await stop(child, 'SIGKILL');
  await Promise.all(workers);
  console.log(
    `cycle ${number}: started in ${startedMs} ms (${cpu ?? '?'} ms processor time), ${sent} writes sent, ${acknowledged.length - before} acknowledged, then SIGKILL`,
  );
}

async function verify(): Promise<string[]> {
  const database = await openDatabase({ databaseUrl: null, dataDir });
  const problems: string[] = [];
  try {
    for (const entry of acknowledged) {
      const rows =
        entry.kind === 'upload'
          ? await sql<{ content: Uint8Array }>`SELECT content FROM documents WHERE name = ${entry.marker}`.execute(database.db)
          : await sql<{
              content: Uint8Array;
            }>`SELECT d.content FROM messages m JOIN documents d ON d.data->>'message_id' = m.id::text WHERE m.message = ${entry.marker}`.execute(database.db);
      if (rows.rows.length !== 1) problems.push(`${entry.kind} ${entry.marker}: found ${rows.rows.length} times`);
      else if (sha256(rows.rows[0]!.content) !== entry.sha256) problems.push(`${entry.kind} ${entry.marker}: content differs`);
    }
  } finally {
    await database.close();
  }
  return problems;
}

async function main() {
  try {
    for (let number = 1; number <= CYCLES; number++) await cycle(number);
    const { restart: cpu, reference } = await restartCosts();
    // A last start proves the database opens after the kills; then it stops cleanly.
    const { child, startedMs } = await start();
    await stop(child, 'SIGTERM');
    const problems = await verify();
    const uploads = acknowledged.filter((entry) => entry.kind === 'upload').length;
    console.log(
      `after ${CYCLES} kills (last start ${startedMs} ms; a restart ${cpu ?? '?'} ms of processor time, code and PGlite alone ${reference} ms): ${uploads} acknowledged uploads and ${acknowledged.length - uploads} messages checked`,
    );
    for (const problem of problems) console.error(`  ${problem}`);
    if (acknowledged.length === 0) throw new Error('nothing was acknowledged: the test proved nothing');
    console.log(`${acknowledged.length - problems.length} passed, ${problems.length} failed`);
    const slow = cpu !== null && cpu > RESTART_RATIO * reference;
    if (slow) console.error(`  a restart used ${cpu} ms of processor time, more than ${RESTART_RATIO} × ${reference} ms`);
    if (problems.length || slow) process.exitCode = 1;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
