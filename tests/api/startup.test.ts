// Starting the real server as a process: bad configuration stops it with a message naming the
// variable, and a second server on the same embedded database refuses to start.
// Runs on PGlite only (decision 055): its servers are processes on embedded PGlite whatever DATABASE_URL says.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runServer } from './server-process';

const dataDir = mkdtempSync(join(tmpdir(), 'portal-data-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('server start-up', () => {
  it('stops with a clear message for an invalid PORT', async () => {
    const run = await runServer({ PORT: 'drieduizend', DATA_DIR: ':memory:' });
    expect(run.code).toBe(1);
    expect(run.output).toContain('PORT must be a whole number');
  });

  it('stops with a clear message for a DATABASE_URL that is not PostgreSQL', async () => {
    const run = await runServer({ DATABASE_URL: 'mysql://localhost/test', DATA_DIR: ':memory:' });
    expect(run.code).toBe(1);
    expect(run.output).toContain('DATABASE_URL must start with postgres:');
  });

  it('refuses a second server on the same embedded database, and stops gracefully', async () => {
    const first = await runServer({ PORT: '3191', DATA_DIR: dataDir }, /portal ready/);
    expect(first.stop).toBeDefined();
    const second = await runServer({ PORT: '3192', DATA_DIR: dataDir });
    expect(second.code).toBe(1);
    expect(second.output).toMatch(/Another server \(process \d+\) is using the database/);
    const stopped = await first.stop!();
    expect(stopped.code).toBe(0);
  });

  it('starts again at once on the same embedded database after the server was killed with SIGKILL', async () => {
    const first = await runServer({ PORT: '4653', DATA_DIR: dataDir }, /portal ready/);
    await first.stop!('SIGKILL');
    const again = await runServer({ PORT: '4653', DATA_DIR: dataDir }, /portal ready/);
    expect(again.output).not.toContain('Cannot start');
    expect((await again.stop!()).code).toBe(0);
  });
});
