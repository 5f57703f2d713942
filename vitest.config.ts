import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' } },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
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
    ],
  },
});
