// The calculators' requests built from the customer's own data (advice §3, §7): the engine's
// input from the customer's file (src/lib/advice/input.ts, one function for every calculator)
// put into the scenario and refinance requests. Pure, so the API tests build the very requests
// the portal sends.
import type { components as Advice } from '../../../generated/advice';
import type { components as Portal } from '../../../generated/portal';
import { adviceInput, type CustomerFile, isHome, money } from '../../lib/advice/input';

export { calculatorLabel, mortgageProperty, repaymentGroup, scenarioLoanParts, type CalculatorLabel, type RepaymentGroup } from '../../lib/advice/input';

type Schemas = Portal['schemas'];
type Mortgage = Schemas['Mortgage'];

export type CustomerData = CustomerFile;

/** The mortgage at the property address (postcode and number), else the first (advice §4). */
export function defaultMortgage(mortgages: Mortgage[], living: Schemas['Living'] | null | undefined): Mortgage | null {
  return mortgages.find((mortgage) => isHome(mortgage, living)) ?? mortgages[0] ?? null;
}

/** Null when the data are incomplete (no birth date): the drawer shows #incomplete_data. */
export function scenarioRequest(data: CustomerData, mortgage: Mortgage, today: string): Advice['schemas']['ScenarioRequest'] | null {
  const input = adviceInput(data, mortgage, today);
  if (!input) return null;
  return {
    step: 'scenarios',
    applicant: input.applicant,
    partner: input.partner,
    children: input.children,
    energy_label: input.property.energy_label,
    property_tax_value: input.property.property_tax_value,
    loan_parts: input.loan_parts,
  };
}

export type RefinanceMissing = 'no_marktwaarde_mortgage_error' | 'no_marktwaarde_error' | 'no_mortgage_error';

/** advice §8: what keeps the refinance calculation from running, or null. */
export function refinanceMissing(mortgage: Mortgage | null, marketValue: number | null | undefined): RefinanceMissing | null {
  const noValue = !marketValue || marketValue <= 0;
  if (!mortgage && noValue) return 'no_marktwaarde_mortgage_error';
  if (noValue) return 'no_marktwaarde_error';
  if (!mortgage) return 'no_mortgage_error';
  return null;
}

export interface RefinanceChoice {
  period: Advice['schemas']['InterestPeriodInMonths'];
  financePenalty: boolean;
  /** The market value the customer confirmed; the chosen mortgage's own (mortgageProperty) by default. */
  marketValue: number;
  /** What the file cannot hold about the penalty; left out, the lender data's terms and a full repayment. */
  penaltyFreePercentage?: number;
  repaidThisYear?: number;
  partialAmount?: number;
}

const refinancePerson = (person: Advice['schemas']['ScenarioPerson']): Advice['schemas']['RefinancePerson'] => ({
  date_of_birth: person.date_of_birth,
  annual_employment_income: person.income.annual_employment_income,
  state_pension_income: person.income.state_pension_income,
  old_age_pension_income: person.income.old_age_pension_income,
  ...(person.obligation_amounts ? { obligation_amounts: person.obligation_amounts } : {}),
});

export function refinanceRequest(data: CustomerData, mortgage: Mortgage, choice: RefinanceChoice, today: string): Advice['schemas']['RefinanceRequest'] | null {
  const input = adviceInput(data, mortgage, today);
  if (!input) return null;
  return {
    step: 'refinance',
    applicant: refinancePerson(input.applicant),
    partner: input.partner ? refinancePerson(input.partner) : null,
    ...(input.property.property_tax_value === null ? {} : { property_tax_value: input.property.property_tax_value }),
    market_value: choice.marketValue,
    new_interest_period_in_months: choice.period,
    finance_repayment_penalty: choice.financePenalty,
    lender_hdn_code: mortgage.agency?.hdn_code ?? null,
    ...(choice.penaltyFreePercentage === undefined ? {} : { penalty_free_percentage: choice.penaltyFreePercentage }),
    ...(choice.repaidThisYear ? { repaid_penalty_free_this_year: choice.repaidThisYear } : {}),
    ...(choice.partialAmount ? { partial_repayment_amount: choice.partialAmount } : {}),
    loan_parts: input.loan_parts.map((part, index) => ({
      ...part,
      original_amount: money(mortgage.mortgageParts[index]!.hoofdsom),
      return_rate: 0 as const,
      nhg_applicable: mortgage.mortgageParts[index]!.nhg,
      box: mortgage.mortgageParts[index]!.tax_box_type === 3 ? 3 : 1,
    })),
  };
}
