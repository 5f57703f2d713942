import type { Kysely, Migration } from 'kysely';

// Issue 39: an authenticator app and recovery codes as second factors, and a session's fresh proof
// (step-up). The app's key is kept encrypted with a key derived from the server secret, so a copied
// table alone makes no codes; the last accepted time step refuses a code a second time. Recovery
// codes are kept as keyed digests, each used once.
async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('authenticator_apps')
    .addColumn('customer_id', 'integer', (c) => c.primaryKey().references('customers.id').onDelete('cascade'))
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('secret_sealed', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('last_time_step', 'bigint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('recovery_codes_customer').on('recovery_codes').columns(['tenant_id', 'customer_id']).execute();
  await db.schema.alterTable('sessions').addColumn('proven_at', 'timestamptz').execute();
}

export const secondFactors: Migration = { up };
