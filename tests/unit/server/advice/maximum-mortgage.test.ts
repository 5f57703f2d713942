// The statutory maximum mortgage, case by case, against the 2026 tables of the Tijdelijke regeling
// hypothecair krediet (Stcrt. 2025-36471). Each case names its source; the arithmetic is always
//   burden  = toetsinkomen × woonquote / 12                 (a month)
//   on income = burden as an annuity over 360 months at the test rate
//             = burden × (1 − (1 + r)^−360) / r, r = rate / 12   (r = 3.8 %/12: factor 214.6122)
//   total   = floor(on income + amounts outside the burden)
import { describe, expect, it } from 'vitest';
import { maximumMortgage, testRateOf } from '../../../../src/server/advice/maximum-mortgage';

const fixed = (rate: number, months: number) => testRateOf([{ amount: 1, interest_rate: rate, remaining_interest_period_in_months: months }]);

/**
 * The consumer case of the issue: "1× modaal, about €211,000 at about 3.8 % fixed for ten years"
 * (debelegger.nl "Maximale hypotheek 2026", sgxl.nl: gross €3,704 a month, i.e. €48,000 a year
 * with 8 % holiday pay: 3,703.70 × 12.96). Energy label unknown (E/F/G, €0), no debts.
 * Woonquote 22.6 % (tabel 1, €48,000 row, 3.501–4.000 %): 48,000 × 22.6 % / 12 = €904.00 a month
 * → €194,009 on income, + €17,000 single amount (art. 3 lid 8, toetsinkomen above €30,000)
 * = €211,009: the published "about €211,000". (The old estimated table, 23.0 % from €45,000,
 * gave €210,329 for €47,000 only by putting a too-high percentage on a too-low income.)
 */
const modal = 48000;

describe('maximumMortgage', () => {
  it.each([
    {
      name: 'single modal income, 3.8 % fixed 10 years (consumer case)',
      incomes: [modal],
      rate: fixed(3.8, 120),
      quote: 22.6,
      onIncome: 194009,
      expected: 211009,
    },
    // €47,000 falls in the same 22.6 % plateau of tabel 1 (€35,000–€56,999 at 3.501–4.000 %):
    // 47,000 × 22.6 % / 12 = €885.17 → €189,967 + €17,000.
    { name: 'single €47,000, 3.8 % fixed 10 years', incomes: [47000], rate: fixed(3.8, 120), quote: 22.6, onIncome: 189967, expected: 206967 },
    // Fixed for 5 years: test rate 5 % (art. 3 lid 3); tabel 1 €48,000 row, 4.501–5.000 %: 24.6 %,
    // 48,000 × 24.6 % / 12 = €984.00 → €183,301 at 5 % + €17,000.
    { name: 'same income, fixed under 10 years → test rate 5 %', incomes: [modal], rate: fixed(3.8, 60), quote: 24.6, onIncome: 183301, expected: 200301 },
    // A couple: both incomes in full (art. 3 lid 6), no single amount; €78,000 row at 3.501–4.000 %:
    // 25.1 %, 78,000 × 25.1 % / 12 = €1,631.50 → €350,139.
    { name: 'couple €48,000 + €30,000', incomes: [modal, 30000], rate: fixed(3.8, 120), quote: 25.1, onIncome: 350139, expected: 350139 },
    // Two modal incomes: €96,000 row, 26.0 %: 96,000 × 26.0 % / 12 = €2,080.00 → €446,392. The same
    // article says "about €444,000" for twice modal; the published table gives €446,392 and that is
    // what we assert.
    { name: 'couple of two modal incomes', incomes: [modal, modal], rate: fixed(3.8, 120), quote: 26, onIncome: 446392, expected: 446392 },
  ])('$name', ({ incomes, rate, quote, onIncome, expected }) => {
    const result = maximumMortgage({ incomes, fromAow: false, rate });
    expect(result.figures.woonquote).toBe(quote);
    expect(result.figures.loan_on_income).toBe(onIncome);
    expect(result.total_sum).toBe(expected);
  });

  it('takes the from-AOW table and the €29,000 single threshold from AOW age (bijlage 1 tabel 2, art. 3 lid 8)', () => {
    // Tabel 2, €30,000 row, 3.501–4.000 %: 21.5 %; 30,000 × 21.5 % / 12 = €537.50 → €115,353; 30,000 > 29,000.
    const result = maximumMortgage({ incomes: [30000], fromAow: true, rate: fixed(3.8, 120) });
    expect(result.figures.woonquote).toBe(21.5);
    expect(result.total_sum).toBe(115353 + 17000);
  });

  it('takes the box-3 variant when most of the loan is not deductible (bijlage 1, box-3 columns)', () => {
    // Box-3 variant before AOW age, €48,000 row, 3.501–4.000 %: 17.1 %; 48,000 × 17.1 % / 12 = €684 → €146,794.
    const result = maximumMortgage({ incomes: [modal], fromAow: false, rate: { ...fixed(3.8, 120), box3: true } });
    expect(result.figures.woonquote).toBe(17.1);
    expect(result.total_sum).toBe(146794 + 17000);
  });

  it('grosses student debt up by the mortgage rate band, 1.20 at 3.8 % (art. 3a lid 2)', () => {
    // €100 a month × 1.20 = €120; €904 − €120 = €784 → €168,255 + €17,000.
    const result = maximumMortgage({ incomes: [modal], fromAow: false, rate: fixed(3.8, 120), studentDebtMonthly: 100 });
    expect(result.figures.obligations_monthly).toBe(120);
    expect(result.total_sum).toBe(185255);
  });

  it('does not gross student debt up for a box-3 loan (no interest deduction, art. 3a lid 2)', () => {
    const result = maximumMortgage({ incomes: [modal], fromAow: false, rate: { ...fixed(3.8, 120), box3: true }, studentDebtMonthly: 100 });
    expect(result.figures.obligations_monthly).toBe(100);
  });

  it('counts a credit limit as 2 % a month (Gedragscode Hypothecaire Financieringen)', () => {
    // €5,000 × 2 % = €100; €904 − €100 = €804 → €172,547 + €17,000.
    expect(maximumMortgage({ incomes: [modal], fromAow: false, rate: fixed(3.8, 120), creditLimits: 5000 }).total_sum).toBe(189547);
  });

  it.each([
    { label: null, measures: false, extra: 0 }, // unknown: assumed E/F/G (advice §9), €0
    { label: 'C', measures: false, extra: 5000 }, // art. 4 lid 3 as set by Stcrt. 2025-36471
    { label: 'A_plus', measures: false, extra: 20000 },
    { label: 'A_plus_plus_plus', measures: false, extra: 25000 },
    { label: 'A_plus_plus_plus_plus', measures: false, extra: 30000 },
    { label: 'E', measures: true, extra: 20000 }, // art. 4 lid 4: measures in an E home
    { label: 'A_plus_plus_plus', measures: true, extra: 25000 }, // art. 4 lid 4: A+++ gets no measures amount in 2026
  ])('adds €$extra for label $label (measures: $measures)', ({ label, measures, extra }) => {
    const result = maximumMortgage({ incomes: [modal], fromAow: false, rate: fixed(3.8, 120), energyLabel: label, energyMeasures: measures });
    expect(result.total_sum).toBe(211009 + extra);
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
    expect(maximumMortgage({ incomes: [modal], fromAow: false, rate: fixed(3.8, 120) }).nhg_possible).toBe(true);
    expect(maximumMortgage({ incomes: [150000, 90000], fromAow: false, rate: fixed(3.8, 120) }).nhg_possible).toBe(false);
    expect(maximumMortgage({ incomes: [modal], fromAow: false, rate: fixed(3.8, 120), marketValue: 150000 }).total_sum).toBe(150000);
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
    const result = maximumMortgage({ incomes: [modal], fromAow: false, rate: fixed(3.8, 120) });
    expect(result.rules.map((rule) => rule.rule)).toEqual(expect.arrayContaining(['test_rate', 'toetsinkomen', 'woonquote', 'single_amount', 'nhg_limit']));
    expect(result.rules.every((rule) => rule.source.length > 0)).toBe(true);
    expect(result.figures).toMatchObject({ toetsinkomen: 48000, woonquote: 22.6, test_rate: 3.8, monthly_burden: 904, loan_on_income: 194009 });
  });
});
