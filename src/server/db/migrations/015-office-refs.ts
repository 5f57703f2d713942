import type { Kysely, Migration } from 'kysely';

// Issue 37: the office's own id of each thing its system puts in (its CRM's customer number, its
// policy number), so the same call twice finds the same row instead of adding a second one. Null
// for what the portal itself made (an upload, a message, a booking) and for the demo's seed rows.
const customerRecords = ['mortgages', 'policies', 'damages', 'tasks', 'notes', 'mails', 'documents', 'messages'];
const officeRecords = ['appointment_categories', 'appointment_types', 'appointment_resources'];

async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('customers').addColumn('office_ref', 'text').execute();
  await db.schema.createIndex('customers_office_ref').unique().on('customers').columns(['tenant_id', 'office_ref']).execute();
  for (const table of customerRecords) {
    await db.schema.alterTable(table).addColumn('office_ref', 'text').execute();
    await db.schema.createIndex(`${table}_office_ref`).unique().on(table).columns(['tenant_id', 'customer_id', 'office_ref']).execute();
  }
  for (const table of officeRecords) {
    await db.schema.alterTable(table).addColumn('office_ref', 'text').execute();
    await db.schema.createIndex(`${table}_office_ref`).unique().on(table).columns(['tenant_id', 'office_ref']).execute();
  }
}

export const officeRefs: Migration = { up };
