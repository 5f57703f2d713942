// One PGlite per test worker, loaded once from the suite's dump (database-template.ts) and put back
// to the dump's rows before each file's server starts on it (decision 055): loading the dump cost
// each file far more than putting some hundred rows back. A file whose first server is still
// running when it starts a second gets a PGlite of its own for that one, loaded from the dump.
import { PGlite } from '@electric-sql/pglite';
import { pgliteTemplate } from './database-template';

export interface WorkerPglite {
  client: PGlite;
  /** Hands the PGlite back: the worker's to the next file, a file's own one closed. */
  release(): Promise<void>;
}

interface Shared {
  client: PGlite;
  /** The statements that put every table and sequence back to the dump's state. */
  restore: string;
  busy: boolean;
}

let shared: Promise<Shared> | undefined;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Copies every table into the schema `dump` and writes the statements that restore them from it. */
async function keepDump(client: PGlite): Promise<string> {
  const tables = (await client.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`)).rows;
  // Generated columns are computed again on insert: only the stored ones are copied back.
  const columns = (
    await client.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns
       WHERE table_schema = 'public' AND is_generated = 'NEVER' ORDER BY table_name, ordinal_position`,
    )
  ).rows;
  const sequences = (
    await client.query<{ name: string; last_value: string | null; start_value: string }>(
      `SELECT sequencename AS name, last_value, start_value FROM pg_sequences WHERE schemaname = 'public'`,
    )
  ).rows;
  await client.exec(`CREATE SCHEMA dump; ${tables.map(({ name }) => `CREATE TABLE dump.${quote(name)} AS TABLE public.${quote(name)};`).join('\n')}`);
  const names = (table: string) =>
    columns
      .filter((column) => column.table_name === table)
      .map((column) => quote(column.column_name))
      .join(', ');
  return [
    // Foreign keys are not checked while the rows go back: every table is restored in one go.
    `SET session_replication_role = replica;`,
    `TRUNCATE ${tables.map(({ name }) => `public.${quote(name)}`).join(', ')};`,
    ...tables.map(({ name }) => `INSERT INTO public.${quote(name)} (${names(name)}) OVERRIDING SYSTEM VALUE SELECT ${names(name)} FROM dump.${quote(name)};`),
    ...sequences.map(({ name, last_value, start_value }) =>
      last_value === null ? `SELECT setval('public.${quote(name)}', ${start_value}, false);` : `SELECT setval('public.${quote(name)}', ${last_value}, true);`,
    ),
    `SET session_replication_role = origin;`,
  ].join('\n');
}

async function open(): Promise<PGlite> {
  const client = new PGlite({ loadDataDir: pgliteTemplate() });
  await client.waitReady;
  return client;
}

/** A PGlite holding exactly the dump's data for a server of this file; undefined on PostgreSQL. */
export async function workerPglite(): Promise<WorkerPglite | undefined> {
  if (process.env.DATABASE_URL) return undefined;
  const first = !shared;
  shared ??= open().then(async (client) => ({ client, restore: await keepDump(client), busy: false }));
  const worker = await shared;
  if (worker.busy) {
    const client = await open();
    return { client, release: () => client.close() };
  }
  worker.busy = true;
  if (!first) await worker.client.exec(worker.restore);
  return {
    client: worker.client,
    release: async () => {
      worker.busy = false;
    },
  };
}
