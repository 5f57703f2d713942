// What every bench script shares: `--smoke` (a second per cell, one round: CI runs it so a broken
// benchmark fails the build), and starting/stopping a server process on a port of its own.
import { spawn, type ChildProcess } from 'node:child_process';

export const SMOKE = process.argv.includes('--smoke');

/** Starts `node --import tsx <script>` (in the folder `cwd`) and waits until it answers on `port`. */
export async function startServer(script: string, port: number, env: Record<string, string> = {}, args: string[] = [], cwd?: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd,
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: 'inherit',
  });
  let exited = false;
  child.on('exit', () => (exited = true));
  for (let waited = 0; waited < 120_000; waited += 250) {
    if (exited) throw new Error(`${script} exited before it answered`);
    const answered = await fetch(`http://127.0.0.1:${port}/`).then(
      () => true,
      () => false,
    );
    if (answered) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error(`${script} did not answer on port ${port} within 2 minutes`);
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
