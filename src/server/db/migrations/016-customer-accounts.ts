import type { Kysely, Migration } from 'kysely';

// Issue 37: the office's own system invites and deactivates its customers. A deactivated customer
// is kept (the office may reactivate) but cannot sign in; the invitation's moment tells the office
// whether the mail went out.
async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('customers').addColumn('deactivated_at', 'timestamptz').addColumn('invited_at', 'timestamptz').execute();
}

export const customerAccounts: Migration = { up };
