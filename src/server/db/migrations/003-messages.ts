import { sql, type Kysely, type Migration } from 'kysely';

// Messages a customer sends the office (inbox and contact form); attachments are documents that
// point at their message.
async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('messages')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('category', 'text')
    .addColumn('subject', 'text')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('screen', 'text')
    .addColumn('task_status', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('messages_owner').on('messages').columns(['tenant_id', 'customer_id']).execute();
}

export const messages: Migration = { up };
