// The calculators' requests built from the customer's own data (advice §3, §7): the chosen
// mortgage's loan parts in the calculators' repayment groups, incomes, obligations and the home.
// Pure, so the API tests build the very requests the portal sends.
import type { components as Advice } from '../../../generated/advice';
import type { components as Portal } from '../../../generated/portal';

type Schemas = Portal['schemas'];
type Mortgage = Schemas['Mortgage'];
type Part = Schemas['MortgagePart'];
export type RepaymentGroup = Advice['schemas']['ScenarioLoanPart']['repayment_type'];
export type CalculatorLabel = NonNullable<Advice['schemas']['ScenarioRequest']['energy_label']>;

/** advice §3: 1 annuity, 2 linear, 3 life_insurance, 5/9/52 interest_only, 10 investment, 13/53 savings, 50/51 bank_savings. */
const groups: Partial<Record<Part['repayment_type'], RepaymentGroup>> = {
  1: 'annuity', 2: 'linear', 3: 'life_insurance', 5: 'interest_only', 9: 'interest_only', 52: 'interest_only',
  10: 'investment_mortgage', 13: 'savings', 53: 'savings', 50: 'bank_savings', 51: 'bank_savings',
};
// Type 0 (unknown) is sent as interest-only: the cautious reading, it repays nothing.
export const repaymentGroup = (code: Part['repayment_type']): RepaymentGroup => groups[code] ?? 'interest_only';

/** `A++` → `A_plus_plus` (advice §3); null stays null (the service assumes E, F or G). */
export const calculatorLabel = (label: string | null | undefined): CalculatorLabel | null =>
  label ? (label.replace(/\+/g, '_plus') as CalculatorLabel) : null;

const months = (value: number | null | undefined) => Math.max(0, Math.round(value ?? 0));
const money = (value: number | null | undefined) => Math.max(0, Math.floor(value ?? 0));

/** The mortgage at the property address (postcode and number), else the first (advice §4). */
export function defaultMortgage(mortgages: Mortgage[], living: Schemas['Living'] | null | undefined): Mortgage | null {
  const postcode = living?.postcode?.replace(/\s/g, '').toUpperCase();
  const atHome = mortgages.find((mortgage) =>
    [mortgage.mainProperty, ...(mortgage.properties ?? [])].some((property) =>
      property && postcode && property.postal_code?.replace(/\s/g, '').toUpperCase() === postcode && property.number === living?.number));
  return atHome ?? mortgages[0] ?? null;
}

function deductibleMonths(part: Part, today: string): number | undefined {
  if (part.tax_box_type === 3) return 0;
  if (!part.interest_deduction_end_date) return undefined;
  const [y1, m1] = today.split('-').map(Number) as [number, number];
  const [y2, m2] = part.interest_deduction_end_date.split('-').map(Number) as [number, number];
  return Math.max(0, (y2 - y1) * 12 + (m2 - m1));
}

export function scenarioLoanParts(mortgage: Mortgage, today: string): Advice['schemas']['ScenarioLoanPart'][] {
  return mortgage.mortgageParts.map((part) => ({
    repayment_type: repaymentGroup(part.repayment_type),
    first_deposit_amount: money(part.first_deposit_amount),
    current_amount: money(part.remaining_debt ?? part.hoofdsom),
    premium: money(part.premium),
    interest_rate: Math.min(10, Math.max(0, part.interest ?? 0)),
    return_rate: Math.max(0, part.return_rate ?? 0),
    duration_in_months: months(part.remaining_months_duration),
    ...(deductibleMonths(part, today) === undefined ? {} : { deductible_period_in_months: deductibleMonths(part, today) }),
    remaining_interest_period_in_months: months(part.remaining_months_fixed_interest_duration),
  }));
}

type Customer = Pick<Schemas['Customer'], 'date_of_birth' | 'gross_annual_income' | 'gross_annual_old_age_pension_amount' | 'gross_annual_employment_pension_amount' | 'gross_annual_partner_pension_amount'>;
type Obligation = Pick<Schemas['Obligation'], 'type'>;

function scenarioPerson(person: Customer, obligations: Obligation[]): Advice['schemas']['ScenarioPerson'] | null {
  if (!person.date_of_birth) return null;
  const has = (...types: Obligation['type'][]) => obligations.some((obligation) => types.includes(obligation.type));
  return {
    date_of_birth: person.date_of_birth,
    income: {
      annual_employment_income: money(person.gross_annual_income),
      state_pension_income: money(person.gross_annual_old_age_pension_amount),
      old_age_pension_income: money(person.gross_annual_employment_pension_amount),
      survivor_pension_income: money(person.gross_annual_partner_pension_amount),
    },
    obligations: {
      has_student_debt: has('study_loan', 'study_advance'),
      has_lease_loan: false,
      has_private_lease: false,
      has_loans: has('personal_loan', 'ongoing_credit', 'payment_account_with_negative_balance'),
      has_partner_alimony: has('alimony'),
    },
  };
}

export interface CustomerData {
  customer: Customer;
  partner: Customer | null;
  living: Schemas['Living'] | null;
  obligations: Obligation[];
}

/** Null when the data are incomplete (no birth date): the drawer shows #incomplete_data. */
export function scenarioRequest(data: CustomerData, mortgage: Mortgage, today: string): Advice['schemas']['ScenarioRequest'] | null {
  const applicant = scenarioPerson(data.customer, data.obligations);
  if (!applicant) return null;
  const partner = data.partner ? scenarioPerson(data.partner, []) : null;
  return {
    step: 'scenarios',
    applicant,
    partner,
    energy_label: calculatorLabel(data.living?.energy_label ?? mortgage.mainProperty?.energy_label),
    property_tax_value: money(data.living?.woz_value_home ?? mortgage.wozWaarde),
    loan_parts: scenarioLoanParts(mortgage, today),
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
  marketValue: number;
}

function refinancePerson(person: Customer): Advice['schemas']['RefinancePerson'] | null {
  if (!person.date_of_birth) return null;
  return {
    date_of_birth: person.date_of_birth,
    annual_employment_income: money(person.gross_annual_income),
    state_pension_income: money(person.gross_annual_old_age_pension_amount),
    old_age_pension_income: money(person.gross_annual_employment_pension_amount),
  };
}

export function refinanceRequest(data: CustomerData, mortgage: Mortgage, choice: RefinanceChoice, today: string): Advice['schemas']['RefinanceRequest'] | null {
  const applicant = refinancePerson(data.customer);
  if (!applicant) return null;
  return {
    step: 'refinance',
    applicant,
    partner: data.partner ? refinancePerson(data.partner) : null,
    property_tax_value: money(data.living?.woz_value_home ?? mortgage.wozWaarde),
    market_value: choice.marketValue,
    new_interest_period_in_months: choice.period,
    finance_repayment_penalty: choice.financePenalty,
    lender_hdn_code: mortgage.agency?.hdn_code ?? null,
    loan_parts: scenarioLoanParts(mortgage, today).map((part, index) => ({
      ...part,
      original_amount: money(mortgage.mortgageParts[index]!.hoofdsom),
      return_rate: 0 as const,
      nhg_applicable: mortgage.mortgageParts[index]!.nhg,
      box: mortgage.mortgageParts[index]!.tax_box_type === 3 ? 3 : 1,
    })),
  };
}
