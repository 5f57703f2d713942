// Brings a database to the latest migration, once however many servers start together.
// - The ledger (Kysely's kysely_migration tables) lives in the server's own schema: without
//   `migrationTableSchema` the Migrator finds another schema's ledger, takes it for its own and then
//   fails on "relation kysely_migration_lock does not exist".
// - On PostgreSQL the migrations and the start-up work after them (the demo seed) run under a
//   session advisory lock keyed by the schema, so the second of two servers waits and then finds
//   the work done. PGlite needs no lock: the data-directory lock lets one process in.
// - A ledger that already lists every migration is read with one query: the Migrator's own check
//   introspects every table of the database, which is most of a restart's migration time.
import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import { migrations } from './migrations';

/** The first key of the advisory lock; the second is the schema's hash. */
const LOCK_SPACE = 0x706f7274; // "port"

/** The schema unqualified names land in: the configured one, or the connection's search_path. */
async function ownSchema(db: Kysely<unknown>, schema: string | undefined): Promise<string> {
  if (schema) return schema;
  const { rows } = await sql<{ schema: string | null }>`SELECT current_schema() AS schema`.execute(db);
  return rows[0]?.schema ?? 'public';
}

async function upToDate(db: Kysely<unknown>, schema: string): Promise<boolean> {
  const ledger = `${schema}.kysely_migration`;
  const { rows } = await sql<{ found: string | null }>`SELECT to_regclass(${`"${schema}".kysely_migration`}::text)::text AS found`.execute(db);
  if (!rows[0]?.found) return false;
  const done = await sql<{ name: string }>`SELECT name FROM ${sql.table(ledger)}`.execute(db);
  const names = new Set(done.rows.map((row) => row.name));
  return Object.keys(migrations).every((name) => names.has(name));
}

/** How often a migration is tried when another schema vanished under the Migrator's catalogue read. */
const ATTEMPTS = 5;

/**
 * PostgreSQL's "schema … does not exist" (invalid_schema_name) for a schema other than `schema`.
 * The Migrator reads the columns of every schema in the database (Kysely's introspection, which
 * resolves each table by name); another schema dropped during that read fails it, while this
 * server's own schema is fine, so reading again succeeds.
 */
function otherSchemaGone(error: unknown, schema: string): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof message !== 'string') return false;
  // A table of another schema created or dropped during the same read: its column or the table
  // itself is gone by the time the read resolves it (undefined_column, undefined_table).
  if (code === '42703' || code === '42P01') return true;
  return code === '3F000' && !message.includes(`"${schema}"`);
}

async function migrateToLatest(db: Kysely<unknown>, schema: string) {
  for (let attempt = 1; ; attempt += 1) {
    if (await upToDate(db, schema)) return;
    const migrator = new Migrator({
      db,
      migrationTableSchema: schema,
      provider: { getMigrations: async (): Promise<Record<string, Migration>> => migrations },
    });
    const { error, results } = await migrator.migrateToLatest();
    const failed = results?.find((result) => result.status === 'Error');
    if (!error && !failed) return;
    if (!failed && attempt < ATTEMPTS && otherSchemaGone(error, schema)) continue;
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/**
 * Migrates, then runs `afterMigrations` (the seed) inside the same lock. On PostgreSQL the lock is
 * held on one pooled connection while the work uses the pool; it is released when the work ends
 * or fails, and by PostgreSQL itself if the process dies.
 */
export async function migrate<DB>(
  db: Kysely<DB>,
  engine: 'pglite' | 'postgres',
  schema: string | undefined,
  afterMigrations?: (db: Kysely<DB>) => Promise<unknown>,
) {
  const untyped = db as unknown as Kysely<unknown>;
  const target = await ownSchema(untyped, schema);
  const work = async () => {
    await migrateToLatest(untyped, target);
    await afterMigrations?.(db);
  };
  if (engine === 'pglite') return work();
  await db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${LOCK_SPACE}, hashtext(${target}))`.execute(connection);
    try {
      await work();
    } finally {
      await sql`SELECT pg_advisory_unlock(${LOCK_SPACE}, hashtext(${target}))`.execute(connection);
    }
  });
}
