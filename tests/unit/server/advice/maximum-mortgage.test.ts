// The statutory maximum mortgage, case by case. Each case names the rule of the Tijdelijke
// regeling hypothecair krediet 2026 (Stcrt. 2025-36471) it exercises; the expected euros were
// worked out by hand: burden = toetsinkomen × woonquote / 12, loan = that burden as an annuity
// over 360 months at the test rate, plus the amounts kept outside the burden.
import { describe, expect, it } from 'vitest';
import { maximumMortgage, testRateOf } from '../../../../src/server/advice/maximum-mortgage';

const fixed = (rate: number, months: number) => testRateOf([{ amount: 1, interest_rate: rate, remaining_interest_period_in_months: months }]);

describe('maximumMortgage', () => {
  it.each([
    // Consumer case "single modal income, 3.8 % fixed 10 years, about €211,000": gross €47,000 a year,
    // no debts, energy label unknown (E/F/G: €0). Woonquote 23.0 % (bijlage 1, €45,000 row, 3.501–4.000 %),
    // burden €900.83 a month → €193,329 on income, + €17,000 single amount (art. 3 lid 8).
    { name: 'single modal income, 3.8 % fixed 10 years', incomes: [47000], rate: fixed(3.8, 120), expected: 210329 },
    // Fixed for 5 years: test rate 5 % (art. 3 lid 3): woonquote 24.0 %, burden €940.
    { name: 'same income, fixed under 10 years → test rate 5 %', incomes: [47000], rate: fixed(3.8, 60), expected: 192104 },
    // A couple: both incomes in full (art. 3 lid 6), no single amount: €77,000 at 26.0 %.
    { name: 'couple €47,000 + €30,000', incomes: [47000, 30000], rate: fixed(3.8, 120), expected: 358044 },
  ])('$name', ({ incomes, rate, expected }) => {
    expect(maximumMortgage({ incomes, fromAow: false, rate }).total_sum).toBe(expected);
  });

  it('takes the from-AOW table and the €29,000 single threshold from AOW age (bijlage 1 tabel 2, art. 3 lid 8)', () => {
    const result = maximumMortgage({ incomes: [30000], fromAow: true, rate: fixed(3.8, 120) });
    expect(result.figures.woonquote).toBe(24.5);
    expect(result.total_sum).toBe(131449 + 17000);
  });

  it('subtracts student debt grossed up by 1.10 at the 2.33 % DUO rate (art. 3a)', () => {
    const result = maximumMortgage({ incomes: [47000], fromAow: false, rate: fixed(3.8, 120), studentDebtMonthly: 100 });
    expect(result.figures.obligations_monthly).toBe(110);
    expect(result.total_sum).toBe(186722);
  });

  it('counts a credit limit as 2 % a month (Gedragscode Hypothecaire Financieringen)', () => {
    expect(maximumMortgage({ incomes: [47000], fromAow: false, rate: fixed(3.8, 120), creditLimits: 5000 }).total_sum).toBe(188868);
  });

  it.each([
    { label: null, measures: false, extra: 0 }, // unknown: assumed E/F/G (advice §9), €0
    { label: 'C', measures: false, extra: 5000 }, // art. 4 lid 3
    { label: 'A_plus', measures: false, extra: 20000 },
    { label: 'A_plus_plus_plus_plus', measures: false, extra: 30000 },
    { label: 'E', measures: true, extra: 20000 }, // art. 4 lid 4: measures in an E home
  ])('adds €$extra for label $label (measures: $measures)', ({ label, measures, extra }) => {
    const result = maximumMortgage({ incomes: [47000], fromAow: false, rate: fixed(3.8, 120), energyLabel: label, energyMeasures: measures });
    expect(result.total_sum).toBe(210329 + extra);
  });

  it('weights the test rate over the loan parts, 5 % for parts fixed under 10 years', () => {
    const rate = testRateOf([
      { amount: 100000, interest_rate: 3.5, remaining_interest_period_in_months: 120 },
      { amount: 100000, interest_rate: 4.0, remaining_interest_period_in_months: 60 },
    ]);
    expect(rate.percent).toBe(4.25);
  });

  it('keeps the actual rate when it is above 5 % on a short fixed period', () => {
    expect(fixed(6.2, 12).percent).toBe(6.2);
  });

  it('says whether NHG is possible (limit €470,000) and caps at 100 % of the market value', () => {
    expect(maximumMortgage({ incomes: [47000], fromAow: false, rate: fixed(3.8, 120) }).nhg_possible).toBe(true);
    expect(maximumMortgage({ incomes: [150000, 90000], fromAow: false, rate: fixed(3.8, 120) }).nhg_possible).toBe(false);
    expect(maximumMortgage({ incomes: [47000], fromAow: false, rate: fixed(3.8, 120), marketValue: 150000 }).total_sum).toBe(150000);
  });

  it('answers 0 without income and stays finite on absurd income', () => {
    const none = maximumMortgage({ incomes: [0], fromAow: false, rate: fixed(0, 120), energyLabel: 'A_plus' });
    expect(none.total_sum).toBe(0);
    expect(none.monthly_payments).toBe(0);
    const huge = maximumMortgage({ incomes: [99e9], fromAow: false, rate: fixed(10, 360) });
    expect(Number.isFinite(huge.total_sum)).toBe(true);
    expect(Number.isNaN(maximumMortgage({ incomes: [Number.NaN], fromAow: false, rate: fixed(3, 120) }).total_sum)).toBe(false);
  });

  it('explains itself with the rules, their sources and the intermediate figures', () => {
    const result = maximumMortgage({ incomes: [47000], fromAow: false, rate: fixed(3.8, 120) });
    expect(result.rules.map((rule) => rule.rule)).toEqual(expect.arrayContaining(['test_rate', 'toetsinkomen', 'woonquote', 'single_amount', 'nhg_limit']));
    expect(result.rules.every((rule) => rule.source.length > 0)).toBe(true);
    expect(result.figures).toMatchObject({ toetsinkomen: 47000, woonquote: 23, test_rate: 3.8, monthly_burden: 900.83, loan_on_income: 193329 });
  });
});
