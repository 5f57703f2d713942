import type { Kysely, Migration } from 'kysely';

// The advisor lock (advice §2, core §2): while the advisor works on a customer's file the office
// sets this flag, and the edit screens' saves are refused with save_edits_error_noaccess.
async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable('customers')
    .addColumn('advisor_lock', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

export const editScreens: Migration = { up };
