import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../../../src/server/db/data-dir-lock';

describe('lockDataDir', () => {
  it('refuses a directory locked by a live process', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    const other = spawn('sleep', ['5']);
    writeFileSync(join(dir, 'server.lock'), String(other.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    other.kill();
  });

  it('takes over a lock left by a dead process and releases it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    writeFileSync(join(dir, 'server.lock'), '999999999');
    const release = lockDataDir(dir);
    expect(existsSync(join(dir, 'server.lock'))).toBe(true);
    release();
    expect(existsSync(join(dir, 'server.lock'))).toBe(false);
  });
});
