// From the contract and the database to the engine's inputs, and the engine's refusals back to
// the contract's 422 body (AdviceError with meta.errors).
import { RawReply } from '../../contract/handlers';
import type { ProductRates } from '../../advice/refinance';

const failures = {
  no_loan_parts: { field: 'loan_parts', message: 'The loan parts field is required.' },
  incomplete_data: { field: 'interest_rate', message: 'Give loan parts, or the interest rate with its fixed period.' },
  amount_out_of_range: { field: 'income', message: 'An amount of the answer would exceed 99,000,000,000.' },
} as const;

/** The 422 body; `field` names the request field at fault when it is not the code's usual one. */
export function adviceFailure(code: keyof typeof failures, field: string = failures[code].field): RawReply {
  const { message } = failures[code];
  return new RawReply(422, { error: { code, message, status: 422 }, meta: { errors: { [field]: [message] } } });
}

interface RateRow {
  hdn_code: string;
  product_line_id: number;
  product_line_name: string;
  period_months: number;
  rate: string | number;
}

/** Rows per product line and period into one entry per product line with its rates by period. */
export function productRates(rows: RateRow[]): ProductRates[] {
  const products = new Map<number, ProductRates>();
  for (const row of rows) {
    const product = products.get(row.product_line_id) ?? {
      lender_id: row.hdn_code,
      product_line_id: row.product_line_id,
      product_line_name: row.product_line_name,
      interest_rates: {},
    };
    product.interest_rates[row.period_months as keyof ProductRates['interest_rates']] = Number(row.rate);
    products.set(row.product_line_id, product);
  }
  return [...products.values()];
}
