import type { Kysely, Migration } from 'kysely';

// The lenders' early-repayment terms the refinance penalty reads (decision record 037): the share
// of the original loan that may be repaid without penalty each calendar year. A lender without a
// row gets the rules' default, which the answer names.
async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('lender_terms')
    .addColumn('hdn_code', 'text', (c) => c.primaryKey())
    .addColumn('penalty_free_percentage', 'numeric(5, 2)', (c) => c.notNull())
    .execute();
}

export const lenderTerms: Migration = { up };
