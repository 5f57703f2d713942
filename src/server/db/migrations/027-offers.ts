import type { Kysely, Migration } from 'kysely';

// Issue 40: the lender's offer signed in the portal (decision records 070 and 071). The offer names
// the PDF the office put and keeps its SHA-256 as published; each signer is a row of its own, a
// customer account of the same office, and holds the facts of the signature once given. The signed
// copy is a document of the mortgage's customer, made anew at each signature.
async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('offers')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('mortgage_id', 'integer', (c) => c.notNull().references('mortgages.id').onDelete('cascade'))
    .addColumn('office_ref', 'text')
    .addColumn('document_id', 'integer', (c) => c.notNull().references('documents.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('document_sha256', 'text', (c) => c.notNull())
    .addColumn('valid_until', 'text', (c) => c.notNull())
    .addColumn('signed_document_id', 'integer', (c) => c.references('documents.id').onDelete('set null'))
    .addColumn('signed_document_sha256', 'text')
    .addColumn('completed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('offers_office_ref', ['tenant_id', 'customer_id', 'office_ref'])
    .execute();
  await db.schema
    .createTable('offer_signers')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('offer_id', 'integer', (c) => c.notNull().references('offers.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('task_id', 'integer')
    .addColumn('signed_at', 'timestamptz')
    .addColumn('document_sha256', 'text')
    .addColumn('consent_key', 'text')
    .addColumn('consent_text', 'text')
    .addColumn('language', 'text')
    .addColumn('ip_address', 'text')
    .addColumn('user_agent', 'text')
    .addPrimaryKeyConstraint('offer_signers_pk', ['offer_id', 'customer_id'])
    .execute();
  await db.schema.createIndex('offer_signers_customer').on('offer_signers').columns(['tenant_id', 'customer_id']).execute();
}

export const offers: Migration = { up };
