// The advice engine's input built from the customer's file, in one place for every calculator:
// both partners' incomes and pensions, every obligation as a monthly amount, the children's birth
// dates and, per mortgage, its own property. Pure, so the portal, the API tests and any other
// caller build the very same input.
import type { components as Advice } from '../../../generated/advice';
import type { components as Portal } from '../../../generated/portal';

type Schemas = Portal['schemas'];
type Mortgage = Schemas['Mortgage'];
type Part = Schemas['MortgagePart'];
type Obligation = Pick<Schemas['Obligation'], 'type' | 'monthly_amount' | 'descriptions' | 'incomes'>;
export type ObligationAmounts = Advice['schemas']['ObligationAmounts'];
export type RepaymentGroup = Advice['schemas']['ScenarioLoanPart']['repayment_type'];
export type CalculatorLabel = NonNullable<Advice['schemas']['ScenarioRequest']['energy_label']>;
export type PersonRecord = Pick<
  Schemas['Customer'],
  | 'date_of_birth'
  | 'gross_annual_income'
  | 'gross_annual_old_age_pension_amount'
  | 'gross_annual_employment_pension_amount'
  | 'gross_annual_partner_pension_amount'
> &
  Partial<Pick<Schemas['Customer'], 'gross_annual_annuity_amount'>> & { full_name?: string | null; first_name?: string | null };

type PensionItem = Pick<Schemas['PensionItem'], 'kind' | 'death_before_retirement_date_amount' | 'income' | 'total'>;

/** The customer's file as the portal reads it (customer, family, living, obligations, pensions). */
export interface CustomerFile {
  customer: PersonRecord;
  partner: PersonRecord | null;
  living: Schemas['Living'] | null;
  obligations: Obligation[];
  children?: { date_of_birth: string | null }[];
  /** The customer's and the partner's pension items; left out, the person records' yearly amounts count. */
  retirements?: PensionItem[];
  partnerRetirements?: PensionItem[];
}

/**
 * The partner pension a person's own pensions pay the OTHER when this person dies (before the
 * retirement date): the pension items' survivor amounts, else the person's partner-pension field.
 */
function partnerPensionOf(person: PersonRecord, items: readonly PensionItem[] | undefined): number {
  const insured = (items ?? []).filter((item) => item.death_before_retirement_date_amount !== null);
  return insured.length
    ? money(insured.reduce((sum, item) => sum + (item.death_before_retirement_date_amount ?? 0), 0))
    : money(person.gross_annual_partner_pension_amount);
}

/** Annuities and savings for old age: the pension items of kind other, else the person's annuity field. */
function otherRetirementIncomeOf(person: PersonRecord, items: readonly PensionItem[] | undefined): number {
  const other = (items ?? []).filter((item) => item.kind === 'other');
  return other.length ? money(other.reduce((sum, item) => sum + (item.income ?? item.total), 0)) : money(person.gross_annual_annuity_amount);
}

/** advice §3: 1 annuity, 2 linear, 3 life_insurance, 5/9/52 interest_only, 10 investment, 13/53 savings, 50/51 bank_savings. */
const groups: Partial<Record<Part['repayment_type'], RepaymentGroup>> = {
  1: 'annuity',
  2: 'linear',
  3: 'life_insurance',
  5: 'interest_only',
  9: 'interest_only',
  52: 'interest_only',
  10: 'investment_mortgage',
  13: 'savings',
  53: 'savings',
  50: 'bank_savings',
  51: 'bank_savings',
};
// Type 0 (unknown) is sent as interest-only: the cautious reading, it repays nothing.
export const repaymentGroup = (code: Part['repayment_type']): RepaymentGroup => groups[code] ?? 'interest_only';

/** `A++` → `A_plus_plus` (advice §3); null stays null (the service assumes E, F or G). */
export const calculatorLabel = (label: string | null | undefined): CalculatorLabel | null =>
  label ? (label.replace(/\+/g, '_plus') as CalculatorLabel) : null;

const months = (value: number | null | undefined) => Math.max(0, Math.round(value ?? 0));
export const money = (value: number | null | undefined) => Math.max(0, Math.floor(value ?? 0));
const positive = (value: number | null | undefined) => (typeof value === 'number' && value > 0 ? Math.floor(value) : null);
const compact = (text: string | null | undefined) => text?.replace(/\s/g, '').toUpperCase() ?? '';

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

/** Whether the mortgage's property is the home the customer lives in (postcode and number, advice §4). */
export function isHome(mortgage: Mortgage, living: Schemas['Living'] | null | undefined): boolean {
  const postcode = compact(living?.postcode);
  return [mortgage.mainProperty, ...(mortgage.properties ?? [])].some(
    (property) => property && postcode && compact(property.postal_code) === postcode && property.number === living?.number,
  );
}

export interface MortgageProperty {
  market_value: number | null;
  property_tax_value: number | null;
  energy_label: CalculatorLabel | null;
  address: Schemas['Property'] | null;
}

/**
 * The property a mortgage is secured on: its main property with the mortgage's own market and WOZ
 * value. For the home the customer lives in, the living screen's figures (which the customer
 * keeps up to date) come first; another property never borrows the home's figures.
 */
export function mortgageProperty(mortgage: Mortgage, living: Schemas['Living'] | null | undefined): MortgageProperty {
  const home = isHome(mortgage, living) ? living : null;
  const address = mortgage.mainProperty ?? mortgage.properties?.[0] ?? null;
  return {
    market_value: positive(home?.market_value) ?? positive(mortgage.marktwaarde),
    property_tax_value: positive(home?.woz_value_home) ?? positive(mortgage.wozWaarde),
    energy_label: calculatorLabel(home?.energy_label ?? address?.energy_label),
    address,
  };
}

/** A credit limit counts at 2 % of the limit a month (Dutch lending norm): the limit itself is sent. */
const creditLimitOf = (obligation: Obligation) => {
  const limit = obligation.incomes.find((item) => /limiet/i.test(item.label ?? ''))?.value;
  return typeof limit === 'number' && limit > 0 ? limit : null;
};

/** Whose obligation: a description naming the partner gives it to the partner, else the customer's. */
function ownerOf(obligation: Obligation, partner: PersonRecord | null): 'customer' | 'partner' {
  const person = obligation.descriptions.find((item) => /^persoon$/i.test(item.label ?? ''))?.value;
  const names = [partner?.full_name, partner?.first_name].filter((name): name is string => Boolean(name));
  return typeof person === 'string' && names.some((name) => person.includes(name)) ? 'partner' : 'customer';
}

/** The obligations as monthly amounts; a revolving credit or overdraft by its limit. */
export function obligationAmounts(obligations: readonly Obligation[]): ObligationAmounts {
  const totals = { student_debt_monthly: 0, loans_monthly: 0, credit_limits: 0, partner_alimony_monthly: 0 };
  for (const obligation of obligations) {
    const monthly = money(obligation.monthly_amount);
    const limit = creditLimitOf(obligation);
    if (obligation.type === 'study_loan' || obligation.type === 'study_advance') totals.student_debt_monthly += monthly;
    else if (obligation.type === 'alimony') totals.partner_alimony_monthly += monthly;
    else if (limit !== null && obligation.type !== 'personal_loan') totals.credit_limits += limit;
    else totals.loans_monthly += monthly;
  }
  return totals;
}

/** `survivorPension`: what this person receives when the other dies (the other's partner pension). */
function scenarioPerson(
  person: PersonRecord,
  obligations: readonly Obligation[],
  survivorPension: number,
  otherRetirementIncome: number,
): Advice['schemas']['ScenarioPerson'] | null {
  if (!person.date_of_birth) return null;
  const has = (...types: Obligation['type'][]) => obligations.some((obligation) => types.includes(obligation.type));
  return {
    date_of_birth: person.date_of_birth,
    income: {
      annual_employment_income: money(person.gross_annual_income),
      state_pension_income: money(person.gross_annual_old_age_pension_amount),
      old_age_pension_income: money(person.gross_annual_employment_pension_amount),
      survivor_pension_income: survivorPension,
      ...(otherRetirementIncome ? { other_retirement_income: otherRetirementIncome } : {}),
    },
    // The spec's flags stay for its callers; the amounts are what the engine computes with.
    obligations: {
      has_student_debt: has('study_loan', 'study_advance'),
      has_lease_loan: false,
      has_private_lease: false,
      has_loans: has('personal_loan', 'ongoing_credit', 'payment_account_with_negative_balance'),
      has_partner_alimony: has('alimony'),
    },
    obligation_amounts: obligationAmounts(obligations),
  };
}

export interface AdviceInput {
  applicant: Advice['schemas']['ScenarioPerson'];
  partner: Advice['schemas']['ScenarioPerson'] | null;
  children: Advice['schemas']['Child'][];
  property: MortgageProperty;
  loan_parts: Advice['schemas']['ScenarioLoanPart'][];
  /** The figures the file lacks, named as the requests name them, for the edit tab that fills them. */
  missing: string[];
}

/** The engine's input for `mortgage` from the customer's file; null without the customer's birth date. */
export function adviceInput(file: CustomerFile, mortgage: Mortgage, today: string): AdviceInput | null {
  const owned = (owner: 'customer' | 'partner') => file.obligations.filter((obligation) => ownerOf(obligation, file.partner) === owner);
  const partnerRecord = file.partner;
  const fromPartner = partnerRecord ? partnerPensionOf(partnerRecord, file.partnerRetirements) : 0;
  const applicant = scenarioPerson(file.customer, owned('customer'), fromPartner, otherRetirementIncomeOf(file.customer, file.retirements));
  if (!applicant) return null;
  const partner = partnerRecord
    ? scenarioPerson(
        partnerRecord,
        owned('partner'),
        partnerPensionOf(file.customer, file.retirements),
        otherRetirementIncomeOf(partnerRecord, file.partnerRetirements),
      )
    : null;
  const children = (file.children ?? []).flatMap((child) => (child.date_of_birth ? [{ date_of_birth: child.date_of_birth }] : []));
  const property = mortgageProperty(mortgage, file.living);
  const missing = [
    ...(file.partner && !partner ? ['partner.date_of_birth'] : []),
    ...(children.length < (file.children ?? []).length ? ['children.date_of_birth'] : []),
    ...(['market_value', 'property_tax_value', 'energy_label'] as const).filter((field) => property[field] === null),
  ];
  return { applicant, partner, children, property, loan_parts: scenarioLoanParts(mortgage, today), missing };
}
