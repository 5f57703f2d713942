// The seven scenarios, each checked on the rule that drives it: AOW age (Algemene Ouderdomswet
// art. 7a), WW 70 % capped at the maximum daily wage (WW art. 47), WIA 50 % / 80-100 % (Wet WIA
// art. 61), survivor pension without ANW, break-up to one income, a 30-year renewal of interest-only
// parts, and moving at today's income; verdict maybe = can pay but cannot prolong (advice §4).
import { describe, expect, it } from 'vitest';
import { aowDate, monthsBetween } from '../../../../src/server/advice/dates';
import { runScenarios, type ScenarioInput } from '../../../../src/server/advice/scenarios';

const today = '2026-11-22';
// The contract's obligations are sent along; no scenario reads them.
const obligations = { has_student_debt: false, has_lease_loan: false, has_private_lease: false, has_loans: false, has_partner_alimony: false };
const person = (date_of_birth: string, wage: number, extra: Partial<Record<string, number>> = {}) => ({
  date_of_birth,
  income: { annual_employment_income: wage, state_pension_income: 0, old_age_pension_income: 0, survivor_pension_income: 0, ...extra },
  obligations,
});
const couple: ScenarioInput = {
  applicant: person('1979-04-12', 62500, { old_age_pension_income: 18000 }),
  partner: person('1981-09-30', 38400, { survivor_pension_income: 9000 }),
  energy_label: 'A_plus',
  property_tax_value: 412000,
  loan_parts: [
    {
      repayment_type: 'annuity',
      current_amount: 198750,
      interest_rate: 3.85,
      duration_in_months: 262,
      deductible_period_in_months: 262,
      remaining_interest_period_in_months: 58,
    },
    {
      repayment_type: 'interest_only',
      current_amount: 86000,
      interest_rate: 4.1,
      duration_in_months: 142,
      deductible_period_in_months: 0,
      remaining_interest_period_in_months: 58,
    },
  ],
};

describe('AOW age (Algemene Ouderdomswet art. 7a)', () => {
  it.each([
    ['1959-06-15', '2026-06-15'], // turns 67 in 2026: 67 years
    ['1960-12-31', '2027-12-31'], // 2027: still 67
    ['1961-01-01', '2028-04-01'], // turns 67 in 2028: 67 years and 3 months
    ['1979-04-12', '2046-07-12'],
  ])('born %s → AOW on %s', (born, expected) => expect(aowDate(born)).toBe(expected));

  it('clamps negative durations to zero (advice §5)', () => expect(monthsBetween('2027-01-01', '2026-01-01')).toBe(0));
});

describe('runScenarios', () => {
  const result = runScenarios(couple, today);

  it('answers every scenario, both incapacity sub-scenarios, and no partner for new_interest_only and move', () => {
    expect(Object.keys(result)).toEqual(['retirement', 'death', 'incapacitated', 'unemployment', 'break_up', 'new_interest_only', 'move']);
    expect(result.incapacitated.partly_working.partner).toBeDefined();
    expect(result.new_interest_only.partner).toBeUndefined();
    expect(result.move.partner).toBeUndefined();
  });

  it('retires each person on their own AOW date', () => {
    expect(result.retirement.applicant.mortgage_situation.date).toBe('2046-07-12');
    expect(result.retirement.partner!.mortgage_situation.date).toBe('2048-12-30');
  });

  it('lowers the income in every scenario with an event and keeps it in move', () => {
    for (const outcome of [result.retirement, result.death, result.unemployment, result.break_up, result.incapacitated.not_durable]) {
      expect(outcome.applicant.income.difference_net_monthly_income).toBeLessThan(0);
    }
    expect(result.move.applicant.income.difference_net_monthly_income).toBe(0);
  });

  it('pays WW at 70 % of the wage capped at the maximum daily wage (€304.85 × 261)', () => {
    const figures = result.unemployment.applicant.explanation.figures;
    expect(figures.gross_income_at_date).toBe(Math.round(Math.min(62500, 304.85 * 261) * 0.7 + 38400));
  });

  it('keeps more income at 50 % partly working than at 80-100 % not durable', () => {
    const partly = result.incapacitated.partly_working.applicant.income.total_net_monthly_income;
    const notDurable = result.incapacitated.not_durable.applicant.income.total_net_monthly_income;
    expect(partly).toBeGreaterThan(notDurable);
  });

  it('counts the survivor pension of the one left behind, and no ANW without young children', () => {
    expect(result.death.partner!.explanation.figures.gross_income_at_date).toBe(38400 + 9000);
    expect(result.death.partner!.explanation.rules).toContainEqual(expect.objectContaining({ rule: 'anw', value: 0 }));
  });

  it('renews interest-only parts at their end for 30 years at the test rate', () => {
    const renewal = result.new_interest_only.applicant;
    expect(renewal.mortgage_situation.date).toBe('2038-09-22');
    expect(renewal.explanation.figures.test_rate).toBe(5);
  });

  it.each([
    // Can pay and prolong: true.
    { wage: 120000, livable: true },
    // A low income cannot carry the payments: false.
    { wage: 12000, livable: false },
  ])('verdict livable=$livable for a single income of €$wage', ({ wage, livable }) => {
    const single = runScenarios({ ...couple, partner: null, applicant: person('1979-04-12', wage) }, today);
    expect(single.move.applicant.verdict.livable).toBe(livable);
  });

  it("says 'maybe' when the payments fit but the debt is above the maximum mortgage", () => {
    // 30-year annuity of €250,000 at 2 % costs €924 a month; €45,000 carries it (about €930 at 4.25 % test rate)
    // but its maximum mortgage at the 5 % test rate of a 2-year fixed part stays below €250,000.
    const maybe = runScenarios(
      {
        applicant: person('1985-01-01', 45000),
        energy_label: null,
        property_tax_value: 300000,
        loan_parts: [{ repayment_type: 'annuity', current_amount: 250000, interest_rate: 2, duration_in_months: 360, remaining_interest_period_in_months: 24 }],
      },
      today,
    ).move.applicant;
    expect(maybe.verdict).toEqual({ livable: 'maybe', can_pay_mortgage: true, can_prolong_mortgage: false });
    expect(maybe.explanation.figures.shortfall).toBeGreaterThan(0);
  });

  it('answers a verdict, never NaN, for zero income, zero rate and absurd amounts', () => {
    const absurd = runScenarios(
      {
        applicant: person('1980-01-01', 0),
        property_tax_value: 99e9,
        loan_parts: [{ repayment_type: 'annuity', current_amount: 99e9, interest_rate: 0, duration_in_months: 360, remaining_interest_period_in_months: 0 }],
      },
      today,
    );
    expect(JSON.stringify(absurd)).not.toMatch(/NaN|Infinity/);
    expect(absurd.move.applicant.verdict.livable).toBe(false);
  });
});
