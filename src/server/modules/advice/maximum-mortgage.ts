// POST /advice/maximum_mortgage (designed): the contract's request to the engine's household.
import { aowDate } from '../../advice/dates';
import { maximumMortgage, testRateOf } from '../../advice/maximum-mortgage';
import { obligationsOf } from '../../advice/obligations';
import { rulesYear } from '../../../lib/advice/rules/2026';
import type { components } from '../../../../generated/advice';
import type { RawReply } from '../../contract/handlers';
import { adviceFailure } from './requests';

type Request = components['schemas']['MaximumMortgageRequest'];
type Answer = components['schemas']['MaximumMortgageAnswer'];

export function calculateMaximumMortgage(body: Request, today: string): Answer | RawReply {
  const parts = body.loan_parts?.length
    ? body.loan_parts
    : body.interest_rate !== undefined && body.fixed_period_in_months !== undefined
      ? [{ amount: 1, interest_rate: body.interest_rate, remaining_interest_period_in_months: body.fixed_period_in_months }]
      : null;
  if (!parts) return adviceFailure('incomplete_data');
  const people = [body.applicant, ...(body.partner ? [body.partner] : [])];
  const fromAow = people.every((person) => person.reached_aow ?? today >= aowDate(person.date_of_birth));
  const further = obligationsOf([body.obligation_amounts]);
  const result = maximumMortgage({
    incomes: people.map((person) => person.gross_annual_income),
    fromAow,
    rate: testRateOf(parts),
    studentDebtMonthly: (body.student_debt_monthly ?? 0) + further.studentDebtMonthly,
    creditLimits: (body.credit_limits ?? 0) + further.creditLimits,
    loansMonthly: further.loansMonthly,
    alimonyMonthly: further.alimonyMonthly,
    energyLabel: body.energy_label,
    energyGuarantee: body.energy_performance_guarantee,
    energyMeasures: body.energy_saving_measures,
    energyMeasuresAmount: body.energy_saving_measures_amount,
    marketValue: body.market_value,
  });
  return {
    data: {
      result: {
        total_sum: result.total_sum,
        monthly_payments: result.monthly_payments,
        nhg_possible: result.nhg_possible,
        explanation: {
          rules_year: rulesYear,
          rules: result.rules,
          inputs: {
            gross_annual_income: body.applicant.gross_annual_income,
            partner_gross_annual_income: body.partner?.gross_annual_income ?? null,
            from_aow: fromAow,
            energy_label: body.energy_label ?? null,
            student_debt_monthly: body.student_debt_monthly ?? 0,
            credit_limits: body.credit_limits ?? 0,
            energy_saving_measures_amount: body.energy_saving_measures_amount ?? null,
            interest_rate: body.interest_rate ?? null,
            fixed_period_in_months: body.fixed_period_in_months ?? null,
            market_value: body.market_value ?? null,
          },
          figures: result.figures,
          missing: body.energy_label == null ? ['energy_label'] : [],
        },
      },
    },
  };
}
