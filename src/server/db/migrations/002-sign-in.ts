import { sql, type Kysely, type Migration } from 'kysely';

// Migrations see the database as it was then, not as schema.ts says it is now.
type AnyDb = Kysely<unknown>;

// The sign-in issue: two-factor and activation per customer, refresh-token families, one-time
// codes, reset and registration tokens, throttling shared by every instance, and the mail outbox.
async function up(db: AnyDb) {
  await db.schema
    .alterTable('customers')
    .addColumn('two_factor', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('activation_number_hash', 'text')
    .execute();
  await sql`CREATE UNIQUE INDEX customers_activation ON customers (tenant_id, activation_number_hash) WHERE activation_number_hash IS NOT NULL`.execute(db);

  // Rotated-out refresh tokens: one coming back means it was copied, and its session is revoked.
  await db.schema
    .createTable('used_refresh_tokens')
    .addColumn('hash', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('used_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('used_refresh_tokens_session').on('used_refresh_tokens').column('session_id').execute();

  // At most one pending two-factor sign-in per customer: a new code replaces the old one.
  await db.schema
    .createTable('two_factor_codes')
    .addColumn('customer_id', 'integer', (c) => c.primaryKey().references('customers.id').onDelete('cascade'))
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('password_checked_at', 'timestamptz', (c) => c.notNull())
    .addColumn('code_hash', 'text')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('failed_tries', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('account_tokens')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose IN ('reset', 'register')`))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('account_tokens_customer').on('account_tokens').column('customer_id').execute();

  await db.schema
    .createTable('auth_throttle')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('last_failure_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.references('tenants.id').onDelete('cascade'))
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('codes', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('links', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE INDEX mail_outbox_recipient ON mail_outbox (lower(recipient), id)`.execute(db);
}

export const signIn: Migration = { up };
