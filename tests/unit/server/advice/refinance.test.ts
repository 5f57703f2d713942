// Refinancing: the penalty (its rules in repayment-penalty.test.ts) in the answer, costs, per-product proposals sorted by gross total difference and the
// products without the chosen period dropped (advice §3, §9).
import { describe, expect, it } from 'vitest';
import { refinance, type ProductRates } from '../../../../src/server/advice/refinance';

const today = '2026-11-22';
const products: ProductRates[] = [
  { lender_id: 'RAB', product_line_id: 1201, product_line_name: 'Rabobank Hypotheek', interest_rates: { '60': 3.6, '120': 3.7 } },
  { lender_id: 'ING', product_line_id: 1301, product_line_name: 'ING Hypotheek', interest_rates: { '60': 3.5, '120': 3.95 } },
  { lender_id: 'ABN', product_line_id: 1102, product_line_name: 'ABN AMRO Budget Hypotheek', interest_rates: { '60': 3.4 } },
];
const part = {
  repayment_type: 'annuity' as const,
  original_amount: 240000,
  current_amount: 198750,
  interest_rate: 4.85,
  return_rate: 0 as const,
  duration_in_months: 262,
  remaining_interest_period_in_months: 58,
  nhg_applicable: false,
  box: 1 as const,
};
const input = {
  applicant: { date_of_birth: '1979-04-12', annual_employment_income: 62500, state_pension_income: 0, old_age_pension_income: 0 },
  market_value: 455000,
  property_tax_value: 412000,
  new_interest_period_in_months: 120 as const,
  finance_repayment_penalty: false,
  loan_parts: [part],
};

describe('refinance: the repayment penalty', () => {
  it("compares with the current lender's own rate and shows each step", () => {
    // 58 months take the nearest period, 60: RAB's own 3.6 % (not the 3.5 % market average).
    const result = refinance({ ...input, lender_hdn_code: 'RAB' }, products, today, 15);
    const details = result.repayment_penalty_details;
    expect(details.comparison_lender).toBe('RAB');
    expect(details.parts[0]).toMatchObject({ comparison_period_in_months: 60, comparison_rate: 3.6 });
    // The lender data's 15 % of €240,000 is free: €198,750 − €36,000 = €162,750 penalised.
    expect(details).toMatchObject({
      penalty_free_percentage: 15,
      penalty_free_percentage_source: 'lender',
      penalty_free_room: 36000,
      penalised_amount: 162750,
    });
    expect(result.repayment_penalty).toBe(Math.round(details.parts[0]!.penalty));
    expect(refinance({ ...input, lender_hdn_code: 'ABN' }, products, today).repayment_penalty).toBeGreaterThan(result.repayment_penalty);
  });
});

describe('refinance', () => {
  it('drops products without the chosen period and sorts by gross total refinance difference', () => {
    const result = refinance({ ...input, new_interest_period_in_months: 120 }, products, today);
    expect(result.refinance_proposals.map((proposal) => proposal.lender_id)).toEqual(['RAB', 'ING']);
    const totals = result.refinance_proposals.map((proposal) => proposal.gross_total_refinance_difference);
    expect([...totals].sort((a, b) => b - a)).toEqual(totals);
  });

  it('regroups when the period changes: a 5-year period brings in ABN', () => {
    const result = refinance({ ...input, new_interest_period_in_months: 60 }, products, today);
    expect(result.refinance_proposals[0]!.lender_id).toBe('ABN');
    expect(result.refinance_proposals).toHaveLength(3);
  });

  it('subtracts penalty and costs from the gross total when they are paid, and finances them in an annuity part otherwise', () => {
    const paid = refinance(input, products, today);
    const [first] = paid.refinance_proposals;
    const costs = 1950 + 850 + 695;
    expect(first!.gross_total_refinance_difference).toBeCloseTo(first!.gross_total_difference_during_interest_period - paid.repayment_penalty - costs, 1);
    expect(first!.interest_rate_annuity_loan_part).toBeNull();
    const financed = refinance({ ...input, finance_repayment_penalty: true }, products, today);
    expect(financed.refinance_proposals[0]!.interest_rate_annuity_loan_part).not.toBeNull();
    expect(financed.explanation.figures.financed_amount).toBe(financed.repayment_penalty + costs);
  });

  it('applies the loan-to-value class to the rate (≤ 60 %: 0.10 lower) and NHG the lowest class', () => {
    const result = refinance(input, products, today);
    expect(result.refinance_proposals[0]!.interest_rates_per_mortgage_part).toEqual([3.6]);
    const nhg = refinance({ ...input, loan_parts: [{ ...part, nhg_applicable: true }] }, products, today);
    expect(nhg.refinance_proposals[0]!.interest_rates_per_mortgage_part).toEqual([3.55]);
  });

  it('computes the payback time from the one-off costs and the monthly saving', () => {
    // Worked out apart from the engine with M = P·r / (1 − (1 + r)^−n), P = €198,750, n = 262:
    // now 4.85 % (r = 0.00404167) gives €1,231.22; RAB's 3.7 % less 0.10 for a loan-to-value of
    // 198,750 / 455,000 = 44 % is 3.6 % (r = 0.003), giving €1,096.45: €134.77 a month saved.
    // Penalty without a lender code: the 60-month market average 3.5 %, 1.35 points on the annuity
    // balance 198,750 × 1.00404^k − 1,231.22 × (1.00404^k − 1) / 0.00404 over 58 months, discounted
    // at 3.5 %/12: €11,148.84, of which 174,750 / 198,750 above the free 10 %: €9,803.
    // One-off: €9,803 + €1,950 + €850 + €695 costs = €13,298; 13,298 / 134.77 = 98.7, so the
    // 99th month earns it back.
    const result = refinance(input, products, today);
    const [first] = result.refinance_proposals;
    expect(result.repayment_penalty).toBe(9803);
    expect(first!.gross_difference_per_month).toBe(134.77);
    expect(first!.payback_time_in_months).toBe(99);
  });

  it('does not fit the income of a low earner', () => {
    const low = refinance({ ...input, applicant: { ...input.applicant, annual_employment_income: 20000 } }, products, today);
    expect(low.refinance_proposals.every((proposal) => !proposal.fits_on_income)).toBe(true);
  });
});
