// SIGTERM while customers are uploading: the server stops accepting connections, answers every
// request already in flight, closes the database and exits 0. The uploads are slow the way a
// customer's line is slow: each sends half its body, the server acknowledges the request with
// 100 Continue, and the rest follows only after the signal.
// Runs on PGlite only (decision 055): its server is a process on embedded PGlite whatever DATABASE_URL says.
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { pdf } from '../../src/server/seed/files';

const PORT = 4121;
const base = `http://127.0.0.1:${PORT}`;
const host = `vandijk.localhost:${PORT}`;
let child: ChildProcess | undefined;
afterAll(() => void child?.kill('SIGKILL'));

function start(): Promise<{ exited: Promise<number | null> }> {
  // Node itself with tsx's loader (not the tsx wrapper), so the signal reaches the server.
  child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: ':memory:', DATABASE_URL: '', DEMO_DATA: 'true', LOG_LEVEL: 'info' },
  });
  const exited = new Promise<number | null>((done) => child!.on('exit', (code) => done(code)));
  return new Promise((resolve, reject) => {
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('portal ready')) resolve({ exited });
    };
    child!.stdout!.on('data', collect);
    child!.stderr!.on('data', collect);
    void exited.then(() => reject(new Error(`the server exited before it was ready: ${output}`)));
  });
}

async function signIn(): Promise<string> {
  const response = await fetch(`${base}/proxy/auth/login`, {
    method: 'POST',
    headers: { host, 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'sanne.bakker@example.nl', password: 'Welkom2026!', tenant: 'vandijk' }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

interface SlowUpload {
  /** Settles once the server took the request (100 Continue) and the first half is sent. */
  underway: Promise<void>;
  /** Sends the rest; answers the status. */
  finish(): Promise<number>;
}

async function slowUpload(token: string, name: string): Promise<SlowUpload> {
  const form = new FormData();
  form.append('name', name);
  form.append('content', new Blob([new Uint8Array(pdf([name]).content)], { type: 'application/pdf' }), `${name}.pdf`);
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  const half = Math.floor(body.length / 2);
  let status: (code: number) => void = () => undefined;
  const answered = new Promise<number>((resolve) => (status = resolve));
  const call = request(`${base}/api/customer/document`, {
    method: 'POST',
    headers: {
      host,
      authorization: `Bearer ${token}`,
      'content-type': encoded.headers.get('content-type')!,
      'content-length': body.length,
      expect: '100-continue',
    },
  });
  call.on('response', (response) => {
    response.resume();
    response.on('end', () => status(response.statusCode ?? 0));
  });
  const underway = new Promise<void>((resolve, reject) => {
    call.on('error', reject);
    call.on('continue', () => call.write(body.subarray(0, half), () => resolve()));
  });
  call.flushHeaders();
  return { underway, finish: () => (call.end(body.subarray(half)), answered) };
}

/** Whether a new connection is refused. */
const refused = () =>
  fetch(`${base}/health`).then(
    () => false,
    () => true,
  );

describe('graceful stop', () => {
  it('answers every request in flight at SIGTERM, refuses new ones, and exits 0', async () => {
    const { exited } = await start();
    const token = await signIn();
    const uploads = await Promise.all([1, 2, 3].map((n) => slowUpload(token, `langzaam-${n}`)));
    await Promise.all(uploads.map((upload) => upload.underway));
    child!.kill('SIGTERM');
    await vi.waitFor(async () => expect(await refused()).toBe(true), { timeout: 10_000 });
    const statuses = await Promise.all(uploads.map((upload) => upload.finish()));
    expect(statuses).toEqual([201, 201, 201]);
    expect(await exited).toBe(0);
  });
});
