import type { Kysely, Migration } from 'kysely';

// The refinance calculation's rates: per lender product line and fixed-rate period, the offered
// rate in percent. A product without a row for a period does not offer it (advice §9).
async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('lender_rates')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('hdn_code', 'text', (c) => c.notNull())
    .addColumn('product_line_id', 'integer', (c) => c.notNull())
    .addColumn('product_line_name', 'text', (c) => c.notNull())
    .addColumn('period_months', 'integer', (c) => c.notNull())
    .addColumn('rate', 'numeric(5, 3)', (c) => c.notNull())
    .addUniqueConstraint('lender_rates_product_period', ['product_line_id', 'period_months'])
    .execute();
}

export const lenderRates: Migration = { up };
