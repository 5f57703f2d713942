import { sql, type Kysely, type Migration } from 'kysely';

// Issue 29: the push subscriptions of customers' devices, each tied to the session that made it so
// a logout removes that device's; the customer's notification preferences; and the items waiting
// for the daily e-mail digest, with one row per customer and day that makes the digest happen once
// however many server instances run.
async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('session_id', 'text')
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('push_subscriptions_owner').on('push_subscriptions').columns(['tenant_id', 'customer_id']).execute();
  await db.schema.alterTable('customers').addColumn('notification_preferences', 'jsonb').execute();
  await db.schema
    .createTable('notification_digest_items')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('mailed_at', 'timestamptz')
    .execute();
  await db.schema
    .createTable('notification_digests')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('notification_digests_once', ['tenant_id', 'customer_id', 'day'])
    .execute();
}

export const pushNotifications: Migration = { up };
