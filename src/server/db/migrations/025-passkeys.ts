import type { Kysely, Migration } from 'kysely';

// Issue 39 item 1 (decision record 068): passkeys. A passkey keeps only its public key, its
// signature counter and the customer's name for it; a credential id is unique within an office,
// which is the relying party. A ceremony's challenge is kept on the server, so any instance can
// finish it, and is deleted when used: each works once, and only until it expires.
async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('passkeys')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('credential_id', 'text', (c) => c.notNull())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('transports', 'jsonb', (c) => c.notNull().defaultTo('[]'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_used_at', 'timestamptz')
    .addUniqueConstraint('passkeys_credential', ['tenant_id', 'credential_id'])
    .execute();
  await db.schema.createIndex('passkeys_customer').on('passkeys').columns(['tenant_id', 'customer_id']).execute();
  await db.schema
    .createTable('passkey_challenges')
    .addColumn('challenge', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    // Null for a sign-in, whose customer is known only from the passkey that answers it.
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export const passkeys: Migration = { up };
