import { sql, type Kysely, type Migration } from 'kysely';

// Issue 37: the credentials an office's own system calls the office API with, stored as the
// SHA-256 of the secret only (decision record 038); a rotated one keeps working until expires_at.
async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('office_credentials')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
    .addColumn('scopes', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('office_credentials_tenant').on('office_credentials').column('tenant_id').execute();
}

export const officeCredentials: Migration = { up };
