import type { Kysely, Migration } from 'kysely';

// Issue 38: quotas over a rolling window ("5 leads an hour from one address") need the moment of
// each counted event, which the sign-in throttle's counter and last time cannot give. Keys are
// digests, as in auth_throttle: no address or customer is stored readably.
async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('rate_events')
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_events_key_at').on('rate_events').columns(['key', 'at']).execute();
  await db.schema.createIndex('rate_events_at').on('rate_events').column('at').execute();
}

export const rateEvents: Migration = { up };
