import { describe, expect, it } from 'vitest';
import {
  activeAddress,
  fixedPeriodYears,
  interestKey,
  isAtAddress,
  isRequested,
  mortgageTotals,
  openRequests,
  paidValue,
  partTimeline,
  repaymentKey,
  sortMortgages,
  statusKey,
  yearly,
  type Address,
  type Mortgage,
  type Property,
} from '../../../../src/features/dossier/mortgages/mortgage-figures';
import nl from '../../../../locales/nl/dossier.json';

const property = (street: string, number: number, addition: string | null, postal: string): Property => ({
  id: number,
  street,
  number,
  number_letter: null,
  number_addition: addition,
  formatted_number: null,
  postal_code: postal,
  city: 'Utrecht',
  energy_label: null,
});

const address = (street: string, number: number, addition: string | null, postal: string, active = true): Address => ({
  id: 1,
  street_name: street,
  number,
  number_letter: null,
  number_addition: addition,
  formatted_number: String(number),
  postcode: postal,
  city: 'Utrecht',
  country: null,
  active,
});

const mortgage = (id: number, fields: Partial<Mortgage> = {}): Mortgage =>
  ({ id, status: 0, totaalSom: null, restantHoofdsom: null, monthly_amount: null, openProgress: 0, mortgageParts: [], ...fields }) as Mortgage;

describe('mortgage arithmetic', () => {
  it('paid value is totaalSom minus restantHoofdsom, yearly is 12 × monthly', () => {
    expect(paidValue({ totaalSom: 300000, restantHoofdsom: 212500 })).toBe(87500);
    expect(paidValue({ totaalSom: null, restantHoofdsom: null })).toBe(0);
    expect(yearly(1234.5)).toBe(14814);
    expect(yearly(null)).toBeNull();
  });

  it('fixed-period years are the months / 12, rounded', () => {
    expect(fixedPeriodYears(120)).toBe(10);
    expect(fixedPeriodYears(66)).toBe(6);
    expect(fixedPeriodYears(62)).toBe(5);
    expect(fixedPeriodYears(null)).toBeNull();
  });

  it('totals skip mortgages in application (status 1 to 18)', () => {
    const totals = mortgageTotals([
      mortgage(1, { status: 0, totaalSom: 300000, restantHoofdsom: 200000, monthly_amount: 1000 }),
      mortgage(2, { status: 12, totaalSom: 500000, restantHoofdsom: 500000, monthly_amount: 2000 }),
      mortgage(3, { status: 19, totaalSom: 50000, restantHoofdsom: 10000, monthly_amount: 100 }),
    ]);
    expect(totals).toEqual({ totaalSom: 350000, restantHoofdsom: 210000, monthly: 1100 });
  });

  it('a loan part runs from start to end, with the fixed-rate end marked on the same line', () => {
    const now = Date.parse('2025-01-01');
    const line = partTimeline({ begindatum: '2015-01-01', einddatum: '2045-01-01', einddatumRentevast: '2035-01-01' }, now);
    expect(line?.elapsed).toBeCloseTo(1 / 3, 2);
    expect(line?.fixedEnd).toBeCloseTo(2 / 3, 2);
    expect(partTimeline({ begindatum: null, einddatum: '2045-01-01', einddatumRentevast: null }, now)).toBeNull();
    expect(partTimeline({ begindatum: '2015-01-01', einddatum: '2045-01-01', einddatumRentevast: null }, Date.parse('2050-01-01'))).toEqual({
      elapsed: 1,
      fixedEnd: null,
    });
  });
});

describe('mortgage order and address', () => {
  const home = address('Ella Fitzgeraldplein', 27, 'b', '3543 EP');

  it('matches street, number, addition and postal code, ignoring spaces and case', () => {
    expect(isAtAddress(property('Ella Fitzgeraldplein', 27, 'B', '3543EP'), home)).toBe(true);
    expect(isAtAddress(property('Ella Fitzgeraldplein', 27, null, '3543 EP'), home)).toBe(false);
    expect(isAtAddress(property('Ella Fitzgeraldplein', 29, 'b', '3543 EP'), home)).toBe(false);
    expect(isAtAddress(null, home)).toBe(false);
  });

  it('lists the mortgage at the current address first and keeps the rest in order', () => {
    const list = [
      mortgage(1, { mainProperty: property('Oudegracht', 1, null, '3511 AA') }),
      mortgage(2),
      mortgage(3, { mainProperty: property('Ella Fitzgeraldplein', 27, 'b', '3543 EP') }),
    ];
    expect(sortMortgages(list, home).map((item) => item.id)).toEqual([3, 1, 2]);
    expect(sortMortgages(list, null).map((item) => item.id)).toEqual([1, 2, 3]);
  });

  it('takes the active address of the customer', () => {
    expect(activeAddress([address('Oud', 1, null, '1000 AA', false), home])).toBe(home);
    expect(activeAddress(undefined)).toBeNull();
  });
});

describe('status and labels', () => {
  it('status 0 shows the parts, any other the requested display', () => {
    expect(isRequested({ status: 0 })).toBe(false);
    expect(isRequested({ status: 12 })).toBe(true);
    expect(isRequested({ status: 51 })).toBe(true);
  });

  it('counts the requested documents not yet received', () => {
    const steps = [{ received: true }, { received: false }, { received: false }] as Mortgage['progress'];
    expect(openRequests(mortgage(1, { progress: steps, openProgress: 9 }))).toBe(2);
    expect(openRequests(mortgage(1, { openProgress: 3 }))).toBe(3);
  });

  it('has a Dutch text for every status, repayment and interest code', () => {
    const statuses = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 50, 51, 91, 92, 93, 94, 99] as const;
    for (const status of statuses) expect(nl[statusKey(status)], `status ${status}`).toBeTruthy();
    expect(nl[statusKey(12)]).toBe('Documenten aanleveren voor de aanvraag');
    for (const code of [0, 1, 2, 3, 5, 9, 10, 13, 50, 51, 52, 53] as const) expect(nl[repaymentKey(code)], `repayment ${code}`).toBeTruthy();
    expect(nl[repaymentKey(1)]).toBe('Annuïteit');
    expect(nl[repaymentKey(5)]).toBe('Aflossingsvrij');
    expect(interestKey('fixed')).toBe('interest_fixed');
    expect(interestKey(null)).toBeNull();
  });
});
