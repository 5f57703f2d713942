// Servers sharing one PostgreSQL database: each schema keeps its own migration ledger (a second
// schema once failed with "relation kysely_migration_lock does not exist"), and servers that start
// together on an empty schema migrate and seed it once; a server starts while another schema is
// dropped. PostgreSQL only: PGlite lets one process in.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { dropSchema, openDatabase } from '../../src/server/db/database';
import { migrations } from '../../src/server/db/migrations';
import { seedIfEmpty } from '../../src/server/seed/when-empty';
import { demoTenants } from '../../src/server/seed/data/tenants';

const databaseUrl = process.env.DATABASE_URL ?? '';
const schemaName = (name: string) => `test_start_${name}_${randomBytes(4).toString('hex')}`;
const schemas = ['a', 'b', 'c', 'd', 'e'].map(schemaName);

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

  it('starts while other schemas are dropped', async () => {
    // Kysely's Migrator reads the tables of every schema; one dropped during that read once failed
    // the start of a server on another schema with "schema … does not exist".
    const others = ['x1', 'x2', 'x3', 'x4'].map(schemaName);
    for (const other of others) await (await openDatabase({ databaseUrl, dataDir: null, schema: other })).close();
    const starting = schemas.slice(3);
    await Promise.all([
      ...starting.map(async (schema) => (await openDatabase({ databaseUrl, dataDir: null, schema })).close()),
      ...others.map((other) => dropSchema(databaseUrl, other)),
    ]);
    for (const schema of starting) expect(await ledger(schema)).toEqual(Object.keys(migrations));
  });
});
