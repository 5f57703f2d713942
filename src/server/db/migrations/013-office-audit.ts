import { sql, type Kysely, type Migration } from 'kysely';

// Issue 37: every call to the office API with a known credential, refused ones included, read back
// by the office a page at a time (GET /office/v1/audit). Deleting the office deletes its trail.
async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('office_audit')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('credential_id', 'integer', (c) => c.notNull().references('office_credentials.id').onDelete('cascade'))
    .addColumn('operation_id', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('records', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('office_audit_tenant_id').on('office_audit').columns(['tenant_id', 'id']).execute();
}

export const officeAudit: Migration = { up };
