import { describe, expect, it } from 'vitest';
import { lenderMortgage } from '../../../../src/server/inventory/retrieved-mortgage';
import { loanPart, mortgageTotals } from '../../../../src/server/seed/data/loans';

// An annuity part of €240,000 at 3.6 % over 360 months from 1 January 2020, and an interest-only
// part of €60,000: the annuity's payment is 240,000 × r / (1 − (1 + r)^−360) with r = 0.003 a month.
const annuity = loanPart(
  {
    id: 1,
    mortgage_id: 9,
    leningdeelnummer: '01',
    hoofdsom: 240000,
    repayment_type: 1,
    begindatum: '2020-01-01',
    months: 360,
    interest: 3.6,
    fixedMonths: 120,
    nhg: false,
    tax_box_type: 1,
  },
  new Date('2026-11-22T10:00:00Z'),
);
const interestOnly = loanPart(
  {
    id: 2,
    mortgage_id: 9,
    leningdeelnummer: '02',
    hoofdsom: 60000,
    repayment_type: 5,
    begindatum: '2020-01-01',
    months: 360,
    interest: 3.9,
    fixedMonths: 120,
    nhg: false,
    tax_box_type: 3,
  },
  new Date('2026-11-22T10:00:00Z'),
);
const running = { status: 0, marktwaarde: 400000, mortgageParts: [annuity, interestOnly], ...mortgageTotals([annuity, interestOnly]) };

const payment = (240000 * 0.003) / (1 - 1.003 ** -360);
/** The annuity's debt after `months` payments. */
const debtAfter = (months: number) => 240000 * 1.003 ** months - (payment * (1.003 ** months - 1)) / 0.003;

describe('the lender’s figures of a retrieved mortgage', () => {
  it('puts back the scheduled debt of an annuity part the customer typed over, and the totals that follow', () => {
    const typedOver = { ...running, mortgageParts: [{ ...annuity, remaining_debt: 150000, monthly_amount: 1 }, interestOnly] };
    const reported = lenderMortgage(typedOver, new Date('2026-11-22T10:00:00Z'))!;
    const parts = reported.mortgageParts as (typeof annuity)[];
    // November 2026 is 82 months after January 2020.
    expect(parts[0]!.remaining_debt).toBeCloseTo(debtAfter(82), 2);
    expect(parts[0]!.monthly_amount).toBeCloseTo(payment, 2);
    expect(parts[1]).toEqual(interestOnly);
    expect(reported.restantHoofdsom).toBeCloseTo(debtAfter(82) + 60000, 1);
    expect(reported.loan_to_value).toBe(Math.round(((debtAfter(82) + 60000) / 400000) * 1000) / 10);
  });

  it('reports a year on with a year of repayments less debt and twelve months less to run', () => {
    const reported = lenderMortgage(running, new Date('2027-11-22T10:00:00Z'))!;
    const part = (reported.mortgageParts as (typeof annuity)[])[0]!;
    expect(part.remaining_debt).toBeCloseTo(debtAfter(94), 2);
    expect(part.remaining_months_duration).toBe(annuity.remaining_months_duration! - 12);
    expect(part.remaining_months_fixed_interest_duration).toBe(annuity.remaining_months_fixed_interest_duration! - 12);
  });

  it('has nothing to report of an application or a mortgage without parts', () => {
    expect(lenderMortgage({ ...running, status: 12 }, new Date())).toBeNull();
    expect(lenderMortgage({ ...running, mortgageParts: [] }, new Date())).toBeNull();
  });
});
