// HAProxy (Debian's /usr/sbin/haproxy) in front of the instances: round robin, a health check on
// /health every 250 ms with a second to answer (two misses take a server out, two answers bring it back), and a request
// whose connection failed or was closed unanswered is sent to another server. Requests that reached
// a server are never resent, so a write is never made twice by the balancer.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const HAPROXY = process.env.HAPROXY_BIN ?? '/usr/sbin/haproxy';
/** What an instance's SHUTDOWN_DRAIN_MS must exceed: two missed checks and one in flight. */
export const CHECK_NOTICE_MS = 3 * 250;

export interface Balancer {
  port: number;
  stop(): Promise<void>;
}

function configuration(port: number, backends: number[]): string {
  return [
    'global',
    '  maxconn 2000',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    // A health answer slower than the check interval is a busy instance, not a dead one: a stopped
    // instance refuses the check's connection at once, whatever this allows.
    '  timeout check 1s',
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response',
    '  option forwardfor',
    'frontend portal',
    `  bind 127.0.0.1:${port}`,
    '  default_backend instances',
    'backend instances',
    '  balance roundrobin',
    '  option httpchk GET /health',
    '  http-check expect status 200',
    '  default-server inter 250ms fall 2 rise 2',
    ...backends.map((backend, index) => `  server instance${index + 1} 127.0.0.1:${backend} check`),
    '',
  ].join('\n');
}

/** Starts HAProxy on `port` with the instances' ports; ready once a request through it is answered. */
export async function startBalancer(port: number, backends: number[]): Promise<Balancer> {
  const folder = mkdtempSync(join(tmpdir(), 'portal-haproxy-'));
  const file = join(folder, 'haproxy.cfg');
  writeFileSync(file, configuration(port, backends));
  const child: ChildProcess = spawn(HAPROXY, ['-f', file, '-db', '-q'], { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let gone = false;
  void exited.then(() => (gone = true));
  const stop = async () => {
    if (!gone) child.kill('SIGTERM');
    await exited;
    rmSync(folder, { recursive: true, force: true });
  };
  for (let waited = 0; waited < 10_000; waited += 100) {
    if (gone) break;
    if (
      await fetch(`http://127.0.0.1:${port}/health`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return { port, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`HAProxy (${HAPROXY}) did not answer on port ${port}`);
}
