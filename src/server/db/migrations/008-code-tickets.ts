import type { Kysely, Migration } from 'kysely';

// The ticket a sign-in hands out with `two_factor_required` (kept as a keyed digest): only its
// holder, who just proved the password, can have a code mailed (issue 26).
async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('two_factor_codes').addColumn('ticket_hash', 'text').execute();
}

export const codeTickets: Migration = { up };
