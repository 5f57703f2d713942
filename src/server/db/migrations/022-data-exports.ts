import { sql, type Kysely, type Migration } from 'kysely';

// Issue 39: the customer's data to take away. A request is a row that a worker of any instance
// claims with a lease, so a restart or a crash mid-build only delays it; the zip is kept as chunks
// in the database, written as the archive streams out and read back the same way, so neither
// building nor downloading holds the whole archive in memory, and every instance can serve it.
async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('data_exports')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('requested_at', 'timestamptz', (c) => c.notNull())
    .addColumn('lease_until', 'timestamptz')
    .addColumn('ready_at', 'timestamptz')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('size', 'integer')
    .execute();
  await db.schema.createIndex('data_exports_customer').on('data_exports').columns(['tenant_id', 'customer_id', 'id']).execute();
  await sql`CREATE INDEX data_exports_pending ON data_exports (requested_at) WHERE ready_at IS NULL`.execute(db);
  await db.schema
    .createTable('data_export_chunks')
    .addColumn('export_id', 'integer', (c) => c.notNull().references('data_exports.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .addPrimaryKeyConstraint('data_export_chunks_pk', ['export_id', 'seq'])
    .execute();
}

export const dataExports: Migration = { up };
