// Small records for the rule tests: only the fields the rules read, the rest as the contract's nulls.
import type { components } from '../../../../generated/portal';
import type { ProductRates } from '../../../../src/server/advice/refinance';
import type { SignalFacts } from '../../../../src/server/signals/types';

type Schemas = components['schemas'];
type Part = Schemas['MortgagePart'];

export function part(overrides: Partial<Part> = {}): Part {
  return {
    id: 11,
    mortgage_id: 1,
    leningdeelnummer: '1',
    hoofdsom: 240000,
    begindatum: '2017-07-01',
    einddatum: '2047-07-01',
    einddatumRentevast: '2027-07-01',
    rentevasteperiode: 120,
    interest: 3,
    repayment_type: 5,
    remaining_debt: 240000,
    premium: null,
    tax_box_type: 1,
    interest_deduction_end_date: '2047-07-01',
    ...overrides,
  } as Part;
}

export function mortgage(parts: Part[], progress: Schemas['ProgressStep'][] = []): Schemas['Mortgage'] {
  const mainProperty = { street: 'Dorpsstraat', formatted_number: '12', postal_code: '3511 AB', city: 'Utrecht' };
  return { id: 1, wozWaarde: null, mainProperty, mortgageParts: parts, progress } as unknown as Schemas['Mortgage'];
}

export const rates = (rate: number, period = 120): ProductRates[] => [
  { lender_id: 'ABN', product_line_id: 1, product_line_name: 'Woninghypotheek', interest_rates: { [period]: rate } },
];

export function facts(today: string, overrides: Partial<SignalFacts> = {}): SignalFacts {
  return { today, mortgages: [], policies: [], appointments: [], birthDates: { customer: null, partner: null }, rates: rates(4.06), ...overrides };
}
