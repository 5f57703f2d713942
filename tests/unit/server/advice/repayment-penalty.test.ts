// The early-repayment penalty by Bgfo art. 81c and the AFM Leidraad (2017), from the rule's text:
// the current lender's own rate for the period nearest the remaining one, the interest difference
// on what each part's schedule still leaves outstanding month by month, discounted at that rate,
// above the penalty-free room of the whole loan. Expected values are worked out by hand below.
import { describe, expect, it } from 'vitest';
import { nearestPeriod, penaltyFreeTerms, repaymentPenalty, type PenaltyPart, type PenaltyTerms } from '../../../../src/server/advice/repayment-penalty';
import type { ProductRates } from '../../../../src/server/advice/refinance';

const products: ProductRates[] = [
  { lender_id: 'RAB', product_line_id: 1201, product_line_name: 'Rabobank Hypotheek', interest_rates: { '60': 3.0, '120': 4.0 } },
  { lender_id: 'RAB', product_line_id: 1202, product_line_name: 'Rabobank Duurzaam', interest_rates: { '60': 2.9 } },
  { lender_id: 'ING', product_line_id: 1301, product_line_name: 'ING Hypotheek', interest_rates: { '60': 2.0, '120': 3.0 } },
];
const interestOnly: PenaltyPart = {
  repayment_type: 'interest_only',
  original_amount: 200000,
  current_amount: 200000,
  interest_rate: 5,
  duration_in_months: 240,
  remaining_interest_period_in_months: 60,
};
const ten = { percentage: 10, source: 'request' as const, repaidThisYear: 0 };
const penaltyOf = (parts: PenaltyPart[], terms: PenaltyTerms = ten, lender: string | null = 'RAB') => repaymentPenalty(parts, products, lender, terms).penalty;

describe('repaymentPenalty: the comparison rate', () => {
  it("takes the current lender's own rate, its highest product line, not the market's", () => {
    // 5 % against RAB's 3.0 % for 60 months: 200,000 × 2 % / 12 = 333.33 a month over 60 months,
    // discounted at 0.25 % a month: 333.33 × (1 − 1.0025^−60) / 0.0025 = 18,550.79. Above the
    // room of 10 % × 200,000 lies 180,000, 90 % of the debt: 16,695.71.
    expect(penaltyOf([interestOnly])).toBeCloseTo(16695.71, 1);
    // ING's lower rates change nothing for a RAB loan.
    expect(penaltyOf([interestOnly], ten, 'ING')).not.toBeCloseTo(penaltyOf([interestOnly], ten, 'RAB'), 0);
  });

  it('falls back to the market average for a lender without rates, and says so', () => {
    // 60 months: (3.0 + 2.9 + 2.0) / 3 = 2.6333 %.
    const result = repaymentPenalty([interestOnly], products, 'NOPE', ten);
    expect(result.details.comparison_lender).toBeNull();
    expect(result.details.parts[0]!.comparison_rate).toBeCloseTo(2.633, 3);
    expect(repaymentPenalty([interestOnly], products, null, ten).details.comparison_lender).toBeNull();
  });

  it('on a remaining period exactly between two offered ones takes the one with the higher rate', () => {
    expect(
      nearestPeriod(
        new Map([
          [60, 3.0],
          [120, 3.5],
        ]),
        90,
      ),
    ).toEqual({ period: 120, rate: 3.5 });
    expect(
      nearestPeriod(
        new Map([
          [60, 3.5],
          [120, 3.0],
        ]),
        90,
      ),
    ).toEqual({ period: 60, rate: 3.5 });
    // One month off the middle the nearer period wins whatever its rate.
    expect(
      nearestPeriod(
        new Map([
          [60, 3.0],
          [120, 3.5],
        ]),
        89,
      ),
    ).toEqual({ period: 60, rate: 3.0 });
    expect(
      nearestPeriod(
        new Map([
          [60, 3.0],
          [120, 3.5],
        ]),
        120,
      ),
    ).toEqual({ period: 120, rate: 3.5 });
  });
});

describe('repaymentPenalty: the schedule of each part', () => {
  it('linear: the difference on the debt that falls by 1/120 each month', () => {
    // 120,000 over 120 months: month t owes 1,000 × (121 − t); 4.8 % − 3.0 % = 1.8 points;
    // Σ 1,000 (121 − t) × 0.0015 / 1.0025^t for t = 1..60 = 7,617.30 (worked out apart).
    // Room 10 % × 150,000 = 15,000; 105,000 of 120,000 penalised: 6,665.14.
    const linear: PenaltyPart = {
      ...interestOnly,
      repayment_type: 'linear',
      original_amount: 150000,
      current_amount: 120000,
      interest_rate: 4.8,
      duration_in_months: 120,
    };
    expect(penaltyOf([linear])).toBeCloseTo(6665.14, 1);
  });

  it('annuity: the difference on the annuity balance month by month', () => {
    // 100,000 over 360 months at 6 %: payment 599.55; balance after k months
    // 100,000 × 1.005^k − 599.55 × (1.005^k − 1) / 0.005. Against RAB's 4.0 % for 120 months:
    // Σ balance(t − 1) × 2 % / 12 / (1 + 4 %/12)^t over t = 1..120 = 15,351.26; 90 % = 13,816.13.
    const annuity: PenaltyPart = {
      ...interestOnly,
      repayment_type: 'annuity',
      original_amount: 100000,
      current_amount: 100000,
      interest_rate: 6,
      duration_in_months: 360,
      remaining_interest_period_in_months: 120,
    };
    expect(penaltyOf([annuity])).toBeCloseTo(13816.13, 1);
    // Treated as interest-only: 166.67 × (1 − 1.00333^−120) / 0.00333 × 0.9 = 14,815.53, 7 % more.
    expect(penaltyOf([{ ...annuity, repayment_type: 'interest_only' }])).toBeCloseTo(14815.53, 1);
  });

  it('is nothing when rates rose, are equal, or no fixed period remains', () => {
    expect(penaltyOf([{ ...interestOnly, interest_rate: 2.9 }])).toBe(0);
    expect(penaltyOf([{ ...interestOnly, interest_rate: 3.0 }])).toBe(0);
    expect(penaltyOf([{ ...interestOnly, remaining_interest_period_in_months: 0 }])).toBe(0);
    expect(repaymentPenalty([{ ...interestOnly, remaining_interest_period_in_months: 0 }], products, 'RAB', ten).details.parts[0]!.comparison_rate).toBeNull();
  });
});

describe('repaymentPenalty: the penalty-free room and partial repayment', () => {
  it('takes the percentage of the whole original loan less what was repaid this year', () => {
    // 18,550.79 (full loss) × (200,000 − (20,000 − 5,000)) / 200,000 = 17,159.48.
    expect(penaltyOf([interestOnly], { ...ten, repaidThisYear: 5000 })).toBeCloseTo(17159.48, 1);
    // 20 %: 18,550.79 × 160,000 / 200,000 = 14,840.63.
    expect(penaltyOf([interestOnly], { ...ten, percentage: 20 })).toBeCloseTo(14840.63, 1);
    // Room of the loan as a whole: two parts of 100,000 each, one repaid down to 20,000 already,
    // share the room of 10 % × 200,000 (not 10 % of each part's own debt).
    const result = repaymentPenalty(
      [
        { ...interestOnly, original_amount: 100000, current_amount: 20000 },
        { ...interestOnly, original_amount: 100000, current_amount: 100000 },
      ],
      products,
      'RAB',
      ten,
    );
    expect(result.details.penalty_free_room).toBe(20000);
    expect(result.details.penalised_amount).toBe(100000);
  });

  it('repays part of the loan: only the partial amount above the room is penalised', () => {
    // 50,000 repaid, 20,000 free: 30,000 of 200,000 → 18,550.79 × 0.15 = 2,782.62.
    expect(penaltyOf([interestOnly], { ...ten, partialAmount: 50000 })).toBeCloseTo(2782.62, 1);
    expect(penaltyOf([interestOnly], { ...ten, partialAmount: 20000 })).toBe(0);
    // Above the debt it is the whole debt.
    expect(penaltyOf([interestOnly], { ...ten, partialAmount: 900000 })).toBeCloseTo(16695.71, 1);
  });

  it('picks the percentage: the customer, the lender data, else the visible default of 10 %', () => {
    expect(penaltyFreeTerms(15, 20)).toEqual({ percentage: 15, source: 'request' });
    expect(penaltyFreeTerms(undefined, 20)).toEqual({ percentage: 20, source: 'lender' });
    expect(penaltyFreeTerms(undefined, null)).toEqual({ percentage: 10, source: 'default' });
  });
});
