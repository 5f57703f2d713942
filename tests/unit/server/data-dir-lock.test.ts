// The data-directory lock: a second holder is refused with the live holder's process id, a holder
// killed with SIGKILL leaves nothing that delays the next start, and a release frees it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../../../src/server/db/data-dir-lock';

const children: ChildProcess[] = [];
afterEach(() => children.splice(0).forEach((child) => child.kill('SIGKILL')));

/** Starts a process holding the lock of `dir`, resolved once it holds it. */
function holder(dir: string): Promise<ChildProcess> {
  // Node itself with tsx's loader, so the process holding the lock is the child we can kill.
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/unit/server/support/hold-lock.ts', dir]);
  children.push(child);
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve(child));
    child.on('exit', (code) => reject(new Error(`holder exited with ${code}`)));
  });
}

describe('lockDataDir', () => {
  it('refuses a directory held by a live process, naming its process id', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    const child = await holder(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(new RegExp(`Another server \\(process ${child.pid}\\) is using the database`));
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
  }, 20_000);

  it('is free at once after its holder was killed with SIGKILL', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    const child = await holder(dir);
    child.kill('SIGKILL');
    await new Promise((done) => child.once('exit', done));
    const started = Date.now();
    const release = await lockDataDir(dir);
    expect(Date.now() - started).toBeLessThan(1000);
    await release();
  }, 20_000);

  it('takes over the process-id file of earlier versions, and a release frees the directory', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    writeFileSync(join(dir, 'server.lock'), String(process.pid));
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(`process ${process.pid}`);
    await release();
    await (
      await lockDataDir(dir)
    )();
  });
});
