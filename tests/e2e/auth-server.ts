// A server of the sign-in tests' own, on a fresh in-memory database with the demo data. The
// sign-in tests change what other specs rely on (a code mail voids the previous code, a password
// reset ends every session of the account, an activation number works once), so they do not share
// the :3100 server; and its access tokens live 30 s, so the refresh is exercised for real.
import { spawn, type ChildProcess } from 'node:child_process';

// Beside the shared server's port (E2E_PORT), so two runs on one machine never meet.
export const AUTH_PORT = Number(process.env.E2E_PORT ?? 3100) + 17;
export const ACCESS_TOKEN_SECONDS = 30;

export const officeUrl = (office: string | null, path = '/'): string => `http://${office ? `${office}.` : ''}localhost:${AUTH_PORT}${path}`;

export async function startAuthServer(): Promise<ChildProcess> {
  return startServerOn(AUTH_PORT, { ACCESS_TOKEN_SECONDS: String(ACCESS_TOKEN_SECONDS) });
}

/** A server of a spec's own on `port`, fresh in-memory demo data, with `env` added. */
export async function startServerOn(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const health = `http://localhost:${port}/health`;
  // A server left on the port by an interrupted run would answer the health check below and be
  // tested instead of this one (with whatever code and data it has): refuse to start instead.
  const occupied = await fetch(health).then(
    () => true,
    () => false,
  );
  if (occupied) throw new Error(`port ${port} is already in use: stop the server on it first`);
  const server = spawn('node_modules/.bin/tsx', ['src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: ':memory:', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let errors = '';
  server.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the test server on ${port} stopped: ${errors}`);
    try {
      if ((await fetch(health)).ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stopAuthServer(server);
  throw new Error(`the test server on ${port} did not start: ${errors}`);
}

export function stopAuthServer(server: ChildProcess | undefined): void {
  // tsx runs the server in a child process: end the whole group this spec started.
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
}

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  codes: string[];
  links: string[];
  created_at: string;
}

/** The newest mail to `to` after mail `afterId`, waiting for it to arrive. */
export async function nextMail(to: string, afterId = 0): Promise<OutboxMail> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const mails = (await (await fetch(officeUrl(null, `/dev/outbox?to=${encodeURIComponent(to)}`))).json()) as OutboxMail[];
    const newest = mails[0];
    if (newest && newest.id > afterId) return newest;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no new mail to ${to}`);
}

/** The id of the newest mail to `to` so far (0 when none). */
export async function lastMailId(to: string): Promise<number> {
  const mails = (await (await fetch(officeUrl(null, `/dev/outbox?to=${encodeURIComponent(to)}`))).json()) as OutboxMail[];
  return mails[0]?.id ?? 0;
}
