// What the customer's file adds to the engine beyond the spec's yes/no flags: obligations as
// amounts (student debt grossed up, credit limits at 2 %, loans at their monthly amount, alimony
// off the toetsinkomen), the Anw of a survivor with a child under 18 (Anw art. 14, 18), the cost
// of energy-saving measures instead of the table's maximum (art. 4 lid 4), and the figures the
// file lacks named in the explanation.
import { describe, expect, it } from 'vitest';
import { maximumMortgage, testRateOf } from '../../../../src/server/advice/maximum-mortgage';
import { anwAt } from '../../../../src/server/advice/person-income';
import { runScenarios, type ScenarioInput } from '../../../../src/server/advice/scenarios';
import * as rules from '../../../../src/lib/advice/rules/2026';

const today = '2026-11-22';
const fixed = (rate: number, months: number) => testRateOf([{ amount: 1, interest_rate: rate, remaining_interest_period_in_months: months }]);
const modal = 48000;
const flags = { has_student_debt: false, has_lease_loan: false, has_private_lease: false, has_loans: false, has_partner_alimony: false };
const person = (date_of_birth: string, wage: number, obligation_amounts = {}) => ({
  date_of_birth,
  income: { annual_employment_income: wage, state_pension_income: 0, old_age_pension_income: 0, survivor_pension_income: 0 },
  obligations: flags,
  obligation_amounts,
});
const couple: ScenarioInput = {
  applicant: person('1979-04-12', 62500),
  partner: person('1981-09-30', 12000),
  energy_label: 'A_plus',
  property_tax_value: 412000,
  loan_parts: [
    {
      repayment_type: 'annuity',
      current_amount: 198750,
      interest_rate: 3.85,
      duration_in_months: 262,
      deductible_period_in_months: 262,
      remaining_interest_period_in_months: 130,
    },
  ],
};

describe('energy-saving measures by their cost (art. 4 lid 4)', () => {
  // The modal case of maximum-mortgage.test.ts, label C: €211,009 + €5,000 for the label; the
  // measures' table maximum for C is €15,000, so €8,000 of measures adds €8,000, not €15,000.
  it.each([
    { amount: undefined, measures: true, total: 211009 + 5000 + 15000 },
    { amount: 8000, measures: false, total: 211009 + 5000 + 8000 },
    { amount: 8000, measures: true, total: 211009 + 5000 + 8000 },
    { amount: 40000, measures: true, total: 211009 + 5000 + 15000 },
  ])('measures $amount (flag $measures) → $total', ({ amount, measures, total }) => {
    const result = maximumMortgage({
      incomes: [modal],
      fromAow: false,
      rate: fixed(3.8, 120),
      energyLabel: 'C',
      energyMeasures: measures,
      energyMeasuresAmount: amount,
    });
    expect(result.total_sum).toBe(total);
  });
});

describe('obligations as amounts', () => {
  it('takes loans at their monthly amount and alimony off the toetsinkomen', () => {
    // €904 burden − €100 loans = €804 → €172,547 + €17,000 (as the 2 % of a €5,000 limit).
    expect(maximumMortgage({ incomes: [modal], fromAow: false, rate: fixed(3.8, 120), loansMonthly: 100 }).total_sum).toBe(189547);
    // €500 a month alimony: toetsinkomen €42,000, still 22.6 %: €791 → €169,758 + €17,000.
    const alimony = maximumMortgage({ incomes: [modal], fromAow: false, rate: fixed(3.8, 120), alimonyMonthly: 500 });
    expect(alimony.figures.toetsinkomen).toBe(42000);
    expect(alimony.total_sum).toBe(186758);
  });

  it("lowers each scenario's maximum by the debts of whoever stays in the household", () => {
    const debts = { student_debt_monthly: 110, credit_limits: 7500, loans_monthly: 389, partner_alimony_monthly: 425 };
    const without = runScenarios(couple, today);
    const withDebts = runScenarios({ ...couple, applicant: { ...couple.applicant, obligation_amounts: debts } }, today);
    expect(withDebts.break_up.applicant.maximum_mortgage.total_sum).toBeLessThan(without.break_up.applicant.maximum_mortgage.total_sum - 100000);
    expect(withDebts.break_up.applicant.explanation.figures.obligations_monthly).toBeGreaterThan(389 + 150 + 110);
    // The partner alone carries none of the applicant's debts.
    expect(withDebts.break_up.partner!.maximum_mortgage).toEqual(without.break_up.partner!.maximum_mortgage);
  });
});

describe('Anw for a survivor with a child under 18 (Anw art. 14, 18)', () => {
  it('pays the full Anw on low earnings while a child is under 18, none once the youngest is 18', () => {
    expect(anwAt(0, '2026-12-01', ['2016-05-20'])).toBe(rules.anwYearly);
    expect(anwAt(0, '2026-12-01', ['2008-11-30'])).toBe(0);
    expect(anwAt(0, '2026-12-01', [])).toBe(0);
  });

  it('takes two thirds of the earnings above the free part off the Anw', () => {
    const wage = rules.anwIncomeTest.freeYearly + 9000;
    expect(anwAt(wage, '2026-12-01', ['2016-05-20'])).toBe(rules.anwYearly - 6000);
  });

  it("adds the Anw to the survivor's income in the death scenario only with a child under 18", () => {
    const withChild = runScenarios({ ...couple, children: [{ date_of_birth: '2019-11-02' }] }, today);
    const without = runScenarios(couple, today);
    const anw = withChild.death.partner!.explanation.rules.find((rule) => rule.rule === 'anw');
    expect(anw?.value).toBe(rules.anwYearly);
    expect(withChild.death.partner!.explanation.figures.gross_income_at_date).toBe(12000 + rules.anwYearly);
    expect(without.death.partner!.explanation.figures.gross_income_at_date).toBe(12000);
    expect(withChild.death.partner!.income.total_net_monthly_income).toBeGreaterThan(without.death.partner!.income.total_net_monthly_income);
  });
});

describe('missing figures', () => {
  it('names a missing WOZ value and energy label in every explanation', () => {
    const result = runScenarios({ ...couple, property_tax_value: null, energy_label: null }, today);
    expect(result.move.applicant.explanation.missing).toEqual(['property_tax_value', 'energy_label']);
    expect(runScenarios(couple, today).move.applicant.explanation.missing).toEqual([]);
  });
});
