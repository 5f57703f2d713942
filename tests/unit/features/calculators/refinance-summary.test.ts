// The refinance summary (issue 25): whether refinancing pays now and why, and the payback time
// against the chosen period in words.
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { namespaces, resources } from '../../../../locales/resources';
import { cumulativeDifference, paybackText, reasonKey, summarise, tableMonths, type Translate } from '../../../../src/features/calculators/refinance-summary';
import type { Proposal } from '../../../../src/features/calculators/proposals';
import type { RefinanceRequest, RefinanceResult } from '../../../../src/features/calculators/refinance.machine';

const i18n = createInstance();
void i18n.init({ resources, lng: 'nl', ns: namespaces, defaultNS: 'calculators', initAsync: false, interpolation: { escapeValue: false } });
const t = i18n.getFixedT('nl', 'calculators') as unknown as Translate;

const part = (current_amount: number, interest_rate: number, remaining_interest_period_in_months: number) =>
  ({ current_amount, interest_rate, remaining_interest_period_in_months }) as RefinanceRequest['loan_parts'][number];
const request = {
  loan_parts: [part(150000, 1.85, 38), part(50000, 2.85, 12)],
  new_interest_period_in_months: 120,
  finance_repayment_penalty: false,
} as RefinanceRequest;
const proposal = (name: string, total: number, rate: number, monthly: number, payback: number | null) =>
  ({
    product_line_name: name,
    gross_total_refinance_difference: total,
    interest_rates_per_mortgage_part: [rate, rate],
    gross_difference_per_month: monthly,
    payback_time_in_months: payback,
  }) as Proposal;
const result = (proposals: Proposal[]) =>
  ({
    refinance_proposals: proposals,
    repayment_penalty: 5421,
    refinance_costs: { mortgage_brokerage_costs: 1950, notarial_mortgage_act_costs: 850, appraisal_costs: 695 },
  }) as RefinanceResult;

describe('summarise', () => {
  it('when every proposal loses money because the current rate is lower, says so with both rates', () => {
    const summary = summarise(result([proposal('A', -9000, 3.9, -80, null), proposal('B', -4000, 3.6, -40, null)]), request);
    expect(summary).toMatchObject({ pays: false, penalty: 5421, costs: 3495, upFront: 8916, fixedMonthsLeft: 38, period: 120 });
    expect(summary.best?.product_line_name).toBe('B');
    expect(summary.rateNow).toBeCloseTo(2.1);
    expect(reasonKey(summary)).toBe('summary_rate_higher');
  });

  it('tells a lower rate that does not earn back penalty and costs from one that pays', () => {
    expect(reasonKey(summarise(result([proposal('A', -500, 1.5, 60, 149)]), request))).toBe('summary_costs_too_high');
    expect(reasonKey(summarise(result([proposal('A', 4000, 1.2, 110, 82)]), request))).toBe('summary_pays');
    expect(reasonKey(summarise(result([]), request))).toBe('summary_no_offer');
  });

  it('pays nothing up front when penalty and costs are financed', () => {
    expect(summarise(result([]), { ...request, finance_repayment_penalty: true }).upFront).toBe(0);
  });
});

describe('paybackText', () => {
  it('compares the payback time with the chosen period in words', () => {
    expect(paybackText(149, 120, t)).toBe('In 149 maanden terugverdiend, langer dan de 120 maanden rentevast: oversluiten loont nu niet.');
    expect(paybackText(82, 120, t)).toBe('In 82 maanden terugverdiend, binnen de 120 maanden rentevast.');
    expect(paybackText(null, 120, t)).toContain('nooit terugverdiend');
  });
});

describe('the picture', () => {
  it('adds up the monthly difference after what is paid up front', () => {
    expect(cumulativeDifference(100, 1000, 12)).toEqual([-1000, -900, -800, -700, -600, -500, -400, -300, -200, -100, 0, 100, 200]);
    expect(tableMonths(120)).toEqual([12, 60, 120]);
    expect(tableMonths(12)).toEqual([12]);
  });
});
