// Servers sharing one PostgreSQL database: each schema keeps its own migration ledger (a second
// schema once failed with "relation kysely_migration_lock does not exist"), and servers that start
// together on an empty schema migrate and seed it once. PostgreSQL only: PGlite lets one process in.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { dropSchema, openDatabase } from '../../src/server/db/database';
import { migrations } from '../../src/server/db/migrations';
import { seedIfEmpty } from '../../src/server/seed/when-empty';
import { demoTenants } from '../../src/server/seed/data/tenants';

const databaseUrl = process.env.DATABASE_URL ?? '';
const schemas = ['a', 'b', 'c'].map((name) => `test_start_${name}_${randomBytes(4).toString('hex')}`);

afterAll(async () => {
  if (databaseUrl) for (const schema of schemas) await dropSchema(databaseUrl, schema);
});

async function ledger(schema: string): Promise<string[]> {
  const database = await openDatabase({ databaseUrl, dataDir: null, schema });
  try {
    const { rows } = await sql<{ name: string }>`SELECT name FROM ${sql.table(`${schema}.kysely_migration`)} ORDER BY name`.execute(database.db);
    return rows.map((row) => row.name);
  } finally {
    await database.close();
  }
}

describe.skipIf(!databaseUrl)('start-up on a shared PostgreSQL database', () => {
  it('migrates a second schema while another schema holds its own ledger', async () => {
    const [first, second] = schemas as [string, string];
    const opened = await openDatabase({ databaseUrl, dataDir: null, schema: first });
    await opened.close();
    const again = await openDatabase({ databaseUrl, dataDir: null, schema: second });
    await again.close();
    expect(await ledger(first)).toEqual(Object.keys(migrations));
    expect(await ledger(second)).toEqual(Object.keys(migrations));
  });

  it('migrates and seeds an empty schema once when three servers start together', async () => {
    const schema = schemas[2]!;
    const seeded: boolean[] = [];
    const handles = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ databaseUrl, dataDir: null, schema, afterMigrations: async (db) => seeded.push(await seedIfEmpty(db)) })),
    );
    try {
      expect(seeded.sort()).toEqual([false, false, true]);
      const { db } = handles[0]!;
      const tenants = await db.selectFrom('tenants').select('name').execute();
      expect(tenants.map((tenant) => tenant.name).sort()).toEqual(demoTenants.map((tenant) => tenant.name).sort());
      const customers = await db
        .selectFrom('customers')
        .select(({ fn }) => fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      expect(customers.count).toBe(demoTenants.flatMap((tenant) => tenant.customers).length);
      expect(await ledger(schema)).toEqual(Object.keys(migrations));
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
    }
  });
});
