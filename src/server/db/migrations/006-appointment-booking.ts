import { sql, type Kysely, type Migration } from 'kysely';

// Our own booking back end (issue 11): bookable times are computed from each resource's hours
// minus the appointments it has, so the precomputed slot table goes. An appointment gets the
// columns a booking is checked and locked on; its contract fields stay in `data`.
async function up(db: Kysely<unknown>) {
  await db.schema.dropTable('appointment_slots').execute();
  // { weekly: { "1": [{from, till}], ... }, exceptions: { "2026-12-24": [] } } in Dutch wall-clock time.
  await db.schema
    .alterTable('appointment_resources')
    .addColumn('hours', 'jsonb', (c) => c.notNull().defaultTo(sql`'{"weekly":{},"exceptions":{}}'::jsonb`))
    .execute();
  await db.schema
    .alterTable('appointments')
    .addColumn('resource_id', 'integer', (c) => c.references('appointment_resources.id').onDelete('set null'))
    .addColumn('starts_at', 'timestamptz')
    .addColumn('ends_at', 'timestamptz')
    // The end plus the type's buffer: what later bookings must not overlap.
    .addColumn('blocked_until', 'timestamptz')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('approved'))
    .addColumn('cancelled_at', 'timestamptz')
    .execute();
  // The confirmation's .ics travels as an attachment; the local outbox keeps it for developers.
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('attachments', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  await db.schema.createIndex('appointments_resource_time').on('appointments').columns(['tenant_id', 'resource_id', 'starts_at']).execute();
}

export const appointmentBooking: Migration = { up };
