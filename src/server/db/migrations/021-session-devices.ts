import { sql, type Kysely, type Migration } from 'kysely';

// Issue 39: where a customer is signed in. A session keeps the browser, system and kind of device
// its user agent named at sign-in (never the user agent itself nor an address, decision record
// 059) and when it was last used, so the account tab can list it and a sign-in from a device the
// customer has not used lately can be mailed to them.
async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable('sessions')
    .addColumn('browser', 'text')
    .addColumn('os', 'text')
    .addColumn('device_type', 'text', (c) => c.notNull().defaultTo('desktop'))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('sessions_customer').on('sessions').columns(['tenant_id', 'customer_id']).execute();
}

export const sessionDevices: Migration = { up };
