// The real server started as a process (src/server/main.ts), for the tests of what a start does.
import { spawn } from 'node:child_process';

export interface Run {
  code: number | null;
  output: string;
}

/** Runs the server until it exits, or until `ready` shows in its output (then stops it). */
export function runServer(env: Record<string, string>, ready?: RegExp): Promise<Run & { stop?: (signal?: NodeJS.Signals) => Promise<Run> }> {
  return new Promise((resolve) => {
    // Node itself with tsx's loader (not the tsx wrapper), so a signal reaches the server.
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { env: { ...process.env, LOG_LEVEL: 'info', DATABASE_URL: '', ...env } });
    let output = '';
    const exited = new Promise<Run>((done) => child.on('exit', (code) => done({ code, output })));
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready?.test(output)) resolve({ code: null, output, stop: (signal = 'SIGTERM') => (child.kill(signal), exited) });
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    void exited.then(resolve);
  });
}
