import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * The API files that start the server as a process of its own (start-up, demo data, a graceful
 * stop, a crash under webhooks): run by `npm run test:full` with the crash and cluster tests
 * (decision record 072).
 */
const processes = ['startup', 'demo-data', 'graceful-stop', 'webhook-crash'].map((name) => `tests/api/${name}.test.ts`);

/** The unit test files that replace a module with vi.mock. */
const mocking = readdirSync('tests/unit', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `tests/unit/${file}`)
  .filter((file) => readFileSync(file, 'utf8').includes('vi.mock('));

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: mocking,
          environment: 'node',
          // A worker imports the modules once for all its files, not once a file: the units keep no
          // state between calls. A file that replaces a module (vi.mock) needs its own imports, or
          // another file's copy would be the one it gets: those run in `unit-mocking`.
          isolate: false,
        },
      },
      { test: { name: 'unit-mocking', include: mocking, environment: 'node' } },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          exclude: processes,
          environment: 'node',
          // One migrated, seeded database that every file's server starts from (decision 055).
          globalSetup: ['tests/api/database-template.ts'],
          // A worker imports the server's modules once for all its files, not once a file: each file
          // builds its own server on its own database, so nothing of a file's data outlives it. What
          // the modules hold is the process's, as in production (the metrics registry): read as what
          // a file's own calls added.
          isolate: false,
          // Each file starts a server on its own database (a schema of its own on PostgreSQL) and
          // waits on it, on the hashing threads and on PostgreSQL much of its time: two files at
          // once even on two cores, where Vitest's default would run one (cores - 1).
          maxWorkers: Math.max(2, availableParallelism() - 1),
          // 60 s covers a cold PGlite start.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      // After the api project when both run (the PostgreSQL run), each at its own number of workers.
      { test: { name: 'api-process', include: processes, environment: 'node', testTimeout: 60_000, sequence: { groupOrder: 1 } } },
    ],
  },
});
