// A server of each sign-in spec's own, on a database of its own with the demo data. The
// sign-in tests change what other specs rely on (a code mail voids the previous code, a password
// reset ends every session of the account, an activation number works once), so they do not share
// the :3100 server; and its access tokens live 30 s on a clock a test moves, so the refresh is
// exercised for real without waiting for it.
import { expect } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';

export const ACCESS_TOKEN_SECONDS = 30;

// Playwright runs spec files side by side, so each sign-in spec has a port of its own: two
// servers on one port would have the second refused (startServerOn).
const AUTH_SPECS = ['signin', 'links', 'sessions', 'factors', 'offer'] as const;
export type AuthSpec = (typeof AUTH_SPECS)[number];

/** The server of sign-in spec `spec`: its addresses, its start, and the mail it sent. */
export function authServer(spec: AuthSpec) {
  // Beside the shared server's port (E2E_PORT), so two runs on one machine never meet; below
  // error-reports.spec.ts's port, E2E_PORT + 23.
  const port = Number(process.env.E2E_PORT ?? 3100) + 17 + AUTH_SPECS.indexOf(spec);
  const officeUrl = (office: string | null, path = '/'): string => `http://${office ? `${office}.` : ''}localhost:${port}${path}`;
  const mailsTo = async (to: string) => (await (await fetch(officeUrl(null, `/dev/outbox?to=${encodeURIComponent(to)}`))).json()) as OutboxMail[];
  return {
    port,
    officeUrl,
    // DEV_CLOCK: a test moves the server's clock past a token's life instead of waiting for it.
    start: () => startServerOn(port, { ACCESS_TOKEN_SECONDS: String(ACCESS_TOKEN_SECONDS), DEV_CLOCK: 'true' }),
    /** Moves the server's clock `seconds` forward (POST /dev/clock, src/server/dev-clock.ts). */
    async moveClock(seconds: number): Promise<void> {
      const response = await fetch(officeUrl(null, '/dev/clock'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ seconds }),
      });
      if (!response.ok) throw new Error(`the server's clock did not move: ${response.status}`);
    },
    /** The newest mail to `to` after mail `afterId`, once it has arrived. */
    async nextMail(to: string, afterId = 0): Promise<OutboxMail> {
      let newest: OutboxMail | undefined;
      const arrived = async () => {
        newest = (await mailsTo(to))[0];
        return newest?.id ?? 0;
      };
      await expect.poll(arrived, { message: `a new mail to ${to}` }).toBeGreaterThan(afterId);
      if (!newest) throw new Error(`no new mail to ${to}`);
      return newest;
    },
    /** The id of the newest mail to `to` so far (0 when none). */
    lastMailId: async (to: string): Promise<number> => (await mailsTo(to))[0]?.id ?? 0,
  };
}

/**
 * A data directory of a spec's own with the demo data in it: a copy of the run's migrated, seeded
 * database (E2E_TEMPLATE_DIR, made once by scripts/e2e.sh, as each group's shared server starts
 * from one), or an empty one that the server or the spec seeds when the specs run without it.
 * Under test-results, which each run clears.
 */
export function demoDataDir(): { dataDir: string; seeded: boolean } {
  const template = process.env.E2E_TEMPLATE_DIR;
  const parent = join('test-results', 'databases');
  mkdirSync(parent, { recursive: true });
  const dataDir = mkdtempSync(join(parent, 'own-'));
  if (template) cpSync(template, dataDir, { recursive: true });
  return { dataDir, seeded: Boolean(template) };
}

/** A server of a spec's own on `port`, on demo data of its own (demoDataDir) unless `env` names DATA_DIR. */
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
    env: { ...process.env, PORT: String(port), DATA_DIR: env.DATA_DIR ?? demoDataDir().dataDir, DEMO_DATA: 'true', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let errors = '';
  server.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  // Ready when it answers its health check; a server that stops first fails the wait at once. The
  // calling hook's limit bounds the wait, not a deadline of ours.
  const answers = async () => {
    if (server.exitCode !== null) throw new Error(`the test server on ${port} stopped: ${errors}`);
    return fetch(health).then(
      (response) => response.ok,
      () => false,
    );
  };
  try {
    await expect.poll(answers, { message: `the test server on ${port} starts`, timeout: 0 }).toBe(true);
  } catch (error) {
    stopAuthServer(server);
    throw error;
  }
  return server;
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
