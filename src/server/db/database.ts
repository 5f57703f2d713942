// One query layer over two engines: embedded PGlite by default, PostgreSQL with DATABASE_URL.
// The same Kysely queries and migrations run on both.
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql, type Dialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { join } from 'node:path';
import { queryDuration, watchPool } from '../observability/metrics';
import { timedDialect } from '../observability/query-timing';
import { lockDataDir } from './data-dir-lock';
import { migrate } from './migrate';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl: string | null;
  dataDir: string | null;
  /** PostgreSQL only: a schema of its own (created if missing), so test runs do not meet. */
  schema?: string;
  /** Start-up work after the migrations, inside their lock (the demo seed): done once however many servers start. */
  afterMigrations?: (db: Db) => Promise<unknown>;
  /**
   * In-memory PGlite only: an instance its owner opened (the API tests keep one per worker, loaded
   * from a migrated, seeded dump), used instead of a new one; close() leaves it open.
   */
  client?: PGlite;
}

// PostgreSQL answers bigint counts as strings; ids and counts here fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

/** Every statement's time goes to the metrics (portal_db_query_duration_seconds). */
function timed(dialect: Dialect, engine: DatabaseHandle['engine']): Dialect {
  return timedDialect(dialect, (seconds, failed) => queryDuration.observe({ engine, outcome: failed ? 'failed' : 'ok' }, seconds));
}

async function openPostgres(url: string, schema: string | undefined): Promise<DatabaseHandle> {
  if (schema) {
    const setup = new pg.Client({ connectionString: url });
    await setup.connect();
    // Servers starting together race here: IF NOT EXISTS still lets the loser fail on the catalogue's unique index.
    await setup
      .query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`)
      .catch((error: { code?: string }) => {
        if (error.code !== '23505' && error.code !== '42P06') throw error;
      })
      .finally(() => setup.end());
  }
  const pool = new pg.Pool({ connectionString: url, max: 10, options: schema ? `-c search_path="${schema}"` : undefined });
  const db = new Kysely<Database>({ dialect: timed(new PostgresDialect({ pool }), 'postgres') });
  const unwatch = watchPool(() => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }));
  return {
    db,
    engine: 'postgres',
    close: async () => {
      unwatch();
      await db.destroy();
    },
  };
}

async function openPglite(dataDir: string | null, given: PGlite | undefined): Promise<DatabaseHandle> {
  const unlock = dataDir ? await lockDataDir(dataDir) : async () => undefined;
  try {
    const client = given ?? (dataDir ? new PGlite(join(dataDir, 'pglite')) : new PGlite());
    await client.waitReady;
    const db = new Kysely<Database>({ dialect: timed(new PGliteDialect(client), 'pglite') });
    return {
      db,
      engine: 'pglite',
      close: async () => {
        // Kysely's destroy closes the PGlite under it: one its owner gave stays open.
        if (!given) await db.destroy();
        await unlock();
      },
    };
  } catch (error) {
    await unlock();
    throw error;
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const handle = options.databaseUrl ? await openPostgres(options.databaseUrl, options.schema) : await openPglite(options.dataDir, options.client);
  try {
    // PGlite keeps every table in public, the ledger too; only PostgreSQL gives each server a schema.
    await migrate(handle.db, handle.engine, options.databaseUrl ? options.schema : undefined, options.afterMigrations);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/** Runs `work` in a transaction of its own, or in the one `db` already is, so a write joins its caller's. */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/** A jsonb parameter: both drivers would otherwise send a JS array as a Postgres array. */
export function json(value: unknown) {
  return sql<unknown>`${JSON.stringify(value)}::jsonb`;
}

export async function dropSchema(url: string, schema: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await client.end();
}
