import { sql, type Kysely, type Migration } from 'kysely';
import { customerRecordTables } from '../schema';

// Migrations see the database as it was then, not as schema.ts says it is now.
type AnyDb = Kysely<unknown>;

const tenantScoped = ['tenant_documents', 'appointment_categories', 'appointment_types', 'appointment_resources'];

async function up(db: AnyDb) {
  await db.schema
    .createTable('tenants')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('settings', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('customers')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('nl'))
    .addColumn('profile', 'jsonb', (c) => c.notNull())
    .addColumn('family', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE UNIQUE INDEX customers_username ON customers (tenant_id, lower(username))`.execute(db);

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('refresh_hash', 'text', (c) => c.notNull().unique())
    .addColumn('refresh_expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('revoked_at', 'timestamptz')
    .execute();

  for (const table of customerRecordTables) {
    await db.schema
      .createTable(table)
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
      .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
      .addColumn('person', 'text', (c) => c.notNull().defaultTo('customer'))
      .addColumn('data', 'jsonb', (c) => c.notNull())
      .addColumn('seen_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex(`${table}_owner`).on(table).columns(['tenant_id', 'customer_id']).execute();
  }

  await db.schema
    .createTable('documents')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('extension', 'text', (c) => c.notNull())
    .addColumn('filesize', 'integer', (c) => c.notNull())
    .addColumn('content', 'bytea', (c) => c.notNull())
    .addColumn('deletable', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('idempotency_key', 'text')
    .addColumn('seen_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('documents_owner').on('documents').columns(['tenant_id', 'customer_id']).execute();
  await sql`CREATE UNIQUE INDEX documents_idempotency ON documents (customer_id, idempotency_key) WHERE idempotency_key IS NOT NULL`.execute(db);

  for (const table of tenantScoped) {
    let builder = db.schema
      .createTable(table)
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
      .addColumn('data', 'jsonb', (c) => c.notNull());
    if (table === 'tenant_documents') {
      builder = builder
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('mime_type', 'text', (c) => c.notNull())
        .addColumn('content', 'bytea', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`));
    }
    if (table === 'appointment_types') {
      builder = builder.addColumn('category_id', 'integer', (c) => c.notNull().references('appointment_categories.id').onDelete('cascade'));
    }
    await builder.execute();
  }

  await db.schema
    .createTable('appointment_slots')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('resource_id', 'integer', (c) => c.notNull().references('appointment_resources.id').onDelete('cascade'))
    .addColumn('appointment_type_id', 'integer', (c) => c.notNull().references('appointment_types.id').onDelete('cascade'))
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('hdn_companies')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('hdn_code', 'text', (c) => c.notNull().unique())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('hdn_labels')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('hdn_companies.id').onDelete('cascade'))
    .addColumn('hdn_code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('product_id', 'integer')
    .execute();
}

export const initial: Migration = { up };
