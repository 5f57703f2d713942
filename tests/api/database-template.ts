// One migrated and seeded database for the whole API suite, loaded into each worker's PGlite
// (worker-pglite.ts): initdb, the migrations and the seed then run once per suite instead of once
// per test file (decision 055). Vitest runs `setup` once before the files (globalSetup) and hands
// the dump's path to each.
import { PGlite } from '@electric-sql/pglite';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { Kysely } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { migrate } from '../../src/server/db/migrate';
import type { Database } from '../../src/server/db/schema';
import { seedDemo } from '../../src/server/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The dump of a migrated, seeded PGlite data directory; null on PostgreSQL. */
    pgliteTemplate: string | null;
  }
}

/** Only the engine the servers run on needs a template: PGlite, unless DATABASE_URL names PostgreSQL. */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', null);
    return;
  }
  const directory = mkdtempSync(join(tmpdir(), 'portal-template-'));
  const file = join(directory, 'pglite.tar');
  const client = new PGlite();
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  try {
    await migrate(db, 'pglite', undefined, (migrated) => seedDemo(migrated));
    writeFileSync(file, new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer()));
  } finally {
    await db.destroy();
  }
  project.provide('pgliteTemplate', file);
  return () => {
    try {
      rmSync(directory, { recursive: true });
    } catch {
      // A temporary file the system clears anyway.
    }
  };
}

/** The template as PGlite loads it, or undefined on PostgreSQL (each server migrates its own schema). */
export function pgliteTemplate(): Blob | undefined {
  const file = inject('pgliteTemplate');
  return file ? new Blob([readFileSync(file)]) : undefined;
}
