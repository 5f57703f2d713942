// A portal server as a child process, for the load and cluster tests: started with Node and
// tsx's loader (not the tsx wrapper, so signals reach the server), ready once /health answers.
import { spawn, type ChildProcess } from 'node:child_process';

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** Settles with the exit code when the process ends. */
  exited: Promise<number | null>;
}

export async function startServer(port: number, env: Record<string, string>, patienceMs = 120_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: ':memory:', DEMO_DATA: 'true', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let gone = false;
  void exited.then(() => (gone = true));
  for (let waited = 0; waited < patienceMs; waited += 200) {
    if (gone) throw new Error(`the server on port ${port} exited before it answered`);
    if (
      await fetch(`http://127.0.0.1:${port}/health`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return { child, port, exited };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`the server on port ${port} did not answer within ${patienceMs / 1000} s`);
}

/** Sends SIGTERM and answers the exit code. */
export async function stopServer(server: ServerProcess): Promise<number | null> {
  server.child.kill('SIGTERM');
  return server.exited;
}
