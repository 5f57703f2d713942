// Table types of the lenders' data: HDN companies and labels, and their refinance rates.
import type { ColumnType, Generated } from 'kysely';

type Json<T = Record<string, unknown>> = ColumnType<T, unknown, unknown>;

export interface HdnCompaniesTable {
  id: Generated<number>;
  hdn_code: string;
  data: Json;
}

export interface HdnLabelsTable {
  id: Generated<number>;
  company_id: number;
  hdn_code: string;
  name: string;
  product_id: number | null;
}

/** Migration 009: a computed signal's rule and occurrence (null for the office's own signals). */

/** Refinance rates per lender product line and fixed-rate period (migration 007). */
export interface LenderRatesTable {
  id: Generated<number>;
  hdn_code: string;
  product_line_id: number;
  product_line_name: string;
  period_months: number;
  /** numeric comes back as a string from PostgreSQL. */
  rate: string | number;
}

/** A lender's penalty-free percentage a year (migration 014). */
export interface LenderTermsTable {
  hdn_code: string;
  /** numeric comes back as a string from PostgreSQL. */
  penalty_free_percentage: string | number;
}
