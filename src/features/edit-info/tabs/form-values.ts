/**
 * The loaded portal data as each edit form's starting values (the contract's edit bodies).
 * A null of the read model is a field left empty in the form.
 */
import type { components } from '../../../../generated/portal';

type Schemas = components['schemas'];

/** The object without its null and undefined fields (an edit body has no nulls where a read has them). */
export function withoutNulls<T extends Record<string, unknown>>(value: T): Partial<{ [K in keyof T]: NonNullable<T[K]> }> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== null && field !== undefined)) as Partial<{
    [K in keyof T]: NonNullable<T[K]>;
  }>;
}

export function personValues(customer: Schemas['Customer'], family: Schemas['Family']): Partial<Schemas['PersonaliaEdit']> {
  return withoutNulls({
    sex: customer.sex ?? undefined,
    initials: customer.initials ?? undefined,
    first_name: customer.first_name,
    suffix: customer.suffix,
    last_name: customer.last_name ?? undefined,
    date_of_birth: customer.date_of_birth ?? undefined,
    has_partner: family.partner !== null,
    mobile: customer.mobile,
    partner_mobile: family.partner?.mobile ?? null,
  }) as Partial<Schemas['PersonaliaEdit']>;
}

export function livingValues(living: Schemas['Living'] | undefined): Partial<Schemas['CurrentLivingEdit']> {
  if (!living) return {};
  return withoutNulls({
    postal_code: living.postcode,
    house_number: living.number,
    house_number_addition: living.number_addition,
    market_value: living.market_value === null ? null : Math.floor(living.market_value),
    woz_value: living.woz_value_home === null ? null : Math.floor(living.woz_value_home),
  }) as Partial<Schemas['CurrentLivingEdit']>;
}

const incomeItem = (item: Schemas['IncomeItem']): Schemas['IncomeEditItem'] => ({
  type: item.type,
  title: item.title,
  gross_annual_amount: Math.floor(item.total),
});

/**
 * A person's incomes as the tab starts with them: the income items, or, as the income screen
 * shows when there are none, the gross yearly income the office knows (issue 42: a form never
 * starts emptier than the screen, so saving it never drops that figure).
 */
function startingIncomes(items: Schemas['IncomeItem'][], yearly: number | null | undefined, yearlyTitle: string): Schemas['IncomeEditItem'][] {
  if (items.length > 0) return items.map(incomeItem);
  return yearly && yearly > 0 ? [{ type: 'OtherIncome', title: yearlyTitle, gross_annual_amount: Math.floor(yearly) }] : [];
}

export interface YearlyIncomes {
  customer: number | null | undefined;
  partner: number | null | undefined;
  /** The title of a known yearly income without an item ("Bruto jaarinkomen"). */
  title: string;
}

export function incomeValues(incomes: Schemas['IncomeItem'][], partnerIncomes: Schemas['IncomeItem'][] | null, yearly: YearlyIncomes): Schemas['IncomeEdit'] {
  return {
    replaces_existing: true,
    incomes: startingIncomes(incomes, yearly.customer, yearly.title),
    ...(partnerIncomes ? { partner_incomes: startingIncomes(partnerIncomes, yearly.partner, yearly.title) } : {}),
  };
}

const PART_FIELDS = [
  'id',
  'leningdeelnummer',
  'repayment_type',
  'begindatum',
  'einddatum',
  'hoofdsom',
  'remaining_debt',
  'current_value',
  'einddatumRentevast',
  'rentevasteperiode',
  'interest',
  'remaining_debt_at_loan_part_end',
  'nhg',
  'interest_type',
  'tax_box_type',
] as const;

export function mortgageValues(mortgages: Schemas['Mortgage'][]): Schemas['MortgageEdit'] {
  return {
    mortgages: mortgages.map((mortgage) => ({
      id: mortgage.id,
      hypotheeknummer: mortgage.hypotheeknummer ?? undefined,
      mortgageParts: mortgage.mortgageParts.map(
        (part) => withoutNulls(Object.fromEntries(PART_FIELDS.map((field) => [field, part[field]]))) as unknown as Schemas['MortgageEditPart'],
      ),
    })) as Schemas['MortgageEdit']['mortgages'],
  };
}
