// The repayment penalty through the real server (issue 43): per repayment type against the
// current lender's own seeded rates, the lender data's penalty-free percentage, partial repayment,
// and the new request fields refused when wrong. Expected values are worked out apart from the
// engine from the seeded demo rates (src/server/seed/data/lender-rates.ts): RAB's highest 60-month
// rate is 3.65 + 0.16 = 3.81 %, ING's 3.65 − 0.08 = 3.57 %, Florius's 3.81 % with 15 % free.
// Runs on PGlite only (decision 055): the calculator's figures; its reads run on PostgreSQL in reads.test.ts and advice-customer-file.test.ts.
import { describe, expect, it } from 'vitest';
import { keys, useAdvice } from './advice-harness';

const { post } = useAdvice();

type Details = {
  penalty_free_percentage: number;
  penalty_free_percentage_source: string;
  penalised_amount: number;
  comparison_lender: string | null;
  parts: { comparison_period_in_months: number | null; comparison_rate: number | null }[];
};
type Answer = { data: { result: { repayment_penalty: number; repayment_penalty_details: Details } } };

const part = (repayment_type: 'annuity' | 'linear' | 'interest_only') => ({
  repayment_type,
  original_amount: 200000,
  current_amount: 200000,
  interest_rate: 5,
  return_rate: 0,
  duration_in_months: 240,
  remaining_interest_period_in_months: 60,
  nhg_applicable: false,
  box: 1,
});
const body = (repayment_type: 'annuity' | 'linear' | 'interest_only', extra: Record<string, unknown> = {}) => ({
  step: 'refinance',
  applicant: { date_of_birth: '1980-02-01', annual_employment_income: 90000, state_pension_income: 0, old_age_pension_income: 0 },
  market_value: 400000,
  property_tax_value: 380000,
  lender_hdn_code: 'RAB',
  loan_parts: [part(repayment_type)],
  ...extra,
});
const penalty = async (request: object) => {
  const response = await post('/refinance', keys.refinance, request);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Answer>().data.result;
};

describe('postRefinance: the repayment penalty per repayment type', () => {
  // €200,000 at 5 % against 3.81 % for 60 months, the difference on the schedule's debt month by
  // month discounted at 3.81 %/12: interest-only 10,819.62, linear (1/240 a month) 9,532.54,
  // annuity (240 months) 10,004.88; 10 % of €200,000 free, so 90 % of each.
  it.each([
    ['interest_only', 9738, 2164],
    ['linear', 8579, 1907],
    ['annuity', 9004, 2001],
  ] as const)('%s: full and partial repayment against RAB', async (type, full, partial) => {
    const whole = await penalty(body(type));
    expect(whole.repayment_penalty).toBe(full);
    expect(whole.repayment_penalty_details).toMatchObject({
      comparison_lender: 'RAB',
      penalty_free_percentage: 10,
      penalty_free_percentage_source: 'lender',
      penalised_amount: 180000,
    });
    expect(whole.repayment_penalty_details.parts[0]).toMatchObject({ comparison_period_in_months: 60, comparison_rate: 3.81 });
    // €60,000 repaid, €20,000 of it free: 40,000 / 200,000 of the loss.
    expect((await penalty(body(type, { partial_repayment_amount: 60000 }))).repayment_penalty).toBe(partial);
  });

  it("follows the lender: ING's own rate, Florius's 15 %, the default for an unknown lender", async () => {
    // ING 3.57 %: 200,000 × 1.43 %/12 × (1 − (1 + 3.57 %/12)^−60) / (3.57 %/12) × 0.9 = 11,771.
    expect((await penalty(body('interest_only', { lender_hdn_code: 'ING' }))).repayment_penalty).toBe(11771);
    const florius = await penalty(body('interest_only', { lender_hdn_code: 'FLO' }));
    expect(florius.repayment_penalty_details).toMatchObject({
      penalty_free_percentage: 15,
      penalty_free_percentage_source: 'lender',
      penalised_amount: 170000,
    });
    // 10,819.62 × 170,000 / 200,000.
    expect(florius.repayment_penalty).toBe(9197);
    const unknown = await penalty(body('interest_only', { lender_hdn_code: 'NOPE' }));
    expect(unknown.repayment_penalty_details).toMatchObject({
      comparison_lender: null,
      penalty_free_percentage: 10,
      penalty_free_percentage_source: 'default',
    });
    // The customer's own figures: 20 % and €10,000 already repaid leave €30,000 free.
    const given = await penalty(body('interest_only', { penalty_free_percentage: 20, repaid_penalty_free_this_year: 10000 }));
    expect(given.repayment_penalty_details).toMatchObject({ penalty_free_percentage_source: 'request', penalised_amount: 170000 });
    expect(given.repayment_penalty).toBe(9197);
  });

  it('is nothing when rates rose or no fixed period remains', async () => {
    expect((await penalty(body('annuity', { loan_parts: [{ ...part('annuity'), interest_rate: 3.5 }] }))).repayment_penalty).toBe(0);
    expect((await penalty(body('linear', { loan_parts: [{ ...part('linear'), remaining_interest_period_in_months: 0 }] }))).repayment_penalty).toBe(0);
  });

  it('refuses wrong values and types of the new fields, naming each', async () => {
    for (const [field, value] of [
      ['penalty_free_percentage', 101],
      ['penalty_free_percentage', '10'],
      ['repaid_penalty_free_this_year', -1],
      ['partial_repayment_amount', 0],
      ['partial_repayment_amount', '5000'],
    ] as const) {
      const response = await post('/refinance', keys.refinance, body('annuity', { [field]: value }));
      expect(response.statusCode, `${field}=${String(value)}`).toBe(400);
      expect(response.body).toContain(field);
    }
    expect((await post('/refinance', keys.scenarios, body('annuity'))).statusCode).toBe(401);
  });
});
