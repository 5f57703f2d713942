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
import { hashPasswordWith } from '../../src/server/auth/passwords';
import { migrate } from '../../src/server/db/migrate';
import type { Database } from '../../src/server/db/schema';
import { seedDemo } from '../../src/server/seed';
import { DEMO_PASSWORD, DEMO_PASSWORD_HASH } from '../../src/server/seed/data/contacts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The dump of a migrated, seeded PGlite data directory; null on PostgreSQL. */
    pgliteTemplate: string | null;
  }
}

/**
 * The demo customers' password hashed with scrypt at N=2^10 instead of the product's 2^15: the server
 * verifies with the parameters a hash carries (src/server/auth/passwords.ts), and the
 * suite signs the demo customers in before most files and many tests. A password a test sets is
 * hashed with the product's parameters, and the PostgreSQL run keeps the seed's own hash.
 */
async function cheaperDemoPassword(db: Kysely<Database>): Promise<void> {
  const hash = await hashPasswordWith(DEMO_PASSWORD, { N: 2 ** 10, r: 8, p: 1 });
  const [changed] = await db.updateTable('customers').set({ password_hash: hash }).where('password_hash', '=', DEMO_PASSWORD_HASH).execute();
  if (!changed?.numUpdatedRows) throw new Error("no demo customer has the seed's password hash");
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
    await cheaperDemoPassword(db);
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
