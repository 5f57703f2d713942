import { sql, type Kysely, type Migration } from 'kysely';

// One-time tokens that open the data-retrieval (inventory) service for a customer or their
// partner. Only a hash is kept; used_at makes a second use (a replay) refusable.
async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('assessment_tokens')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('person', 'text', (c) => c.notNull().check(sql`person in ('customer', 'partner')`))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export const assessmentTokens: Migration = { up };
