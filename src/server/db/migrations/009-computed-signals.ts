import { sql, type Kysely, type Migration } from 'kysely';

// Computed signals (issue 29): a signal the portal raises names its rule and the occurrence it is
// about (rule_key), unique per customer, so a daily run and a run after a data change can both
// try to raise it and only one row (and one notification) comes of it. signal_runs holds one claim per office and Dutch day: the instance whose insert wins runs
// the office that day.
async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('signals').addColumn('rule', 'text').addColumn('rule_key', 'text').execute();
  await db.schema.createIndex('signals_rule_occurrence').unique().on('signals').columns(['tenant_id', 'customer_id', 'rule', 'rule_key']).execute();
  await db.schema
    .createTable('signal_runs')
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('claimed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .addPrimaryKeyConstraint('signal_runs_office_day', ['tenant_id', 'day'])
    .execute();
}

export const computedSignals: Migration = { up };
