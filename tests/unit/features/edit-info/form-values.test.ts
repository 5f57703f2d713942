// The edit tabs' starting values (advice §2, §5): the loaded read model as the contract's edit
// bodies, a null of the read being a field left empty, amounts in whole euros.
import { describe, expect, it } from 'vitest';
import type { components } from '../../../../generated/portal';
import { incomeValues, livingValues, mortgageValues, personValues, withoutNulls } from '../../../../src/features/edit-info/tabs/form-values';

type Schemas = components['schemas'];

describe('withoutNulls', () => {
  it('drops null and undefined fields and keeps false, 0 and empty text', () => {
    expect(withoutNulls({ a: null, b: undefined, c: false, d: 0, e: '' })).toEqual({ c: false, d: 0, e: '' });
  });
});

describe('personValues', () => {
  const customer = {
    sex: null,
    initials: 'J.',
    first_name: 'Jan',
    suffix: null,
    last_name: 'Vries',
    date_of_birth: '1979-04-12',
    mobile: '0612345678',
  } as Schemas['Customer'];

  it('takes the partner question and mobile from the family, leaving empty what the read lacks', () => {
    const withPartner = { partner: { mobile: '0687654321' }, children: [] } as unknown as Schemas['Family'];
    expect(personValues(customer, withPartner)).toEqual({
      initials: 'J.',
      first_name: 'Jan',
      last_name: 'Vries',
      date_of_birth: '1979-04-12',
      has_partner: true,
      mobile: '0612345678',
      partner_mobile: '0687654321',
    });
    expect(personValues(customer, { partner: null, children: [] })).toMatchObject({ has_partner: false });
    expect(personValues(customer, { partner: null, children: [] })).not.toHaveProperty('partner_mobile');
  });
});

describe('livingValues', () => {
  it("renames the address fields, floors the home's values and is empty without living data", () => {
    const living = { postcode: '3543 EP', number: 27, number_addition: null, market_value: 455000.8, woz_value_home: null } as Schemas['Living'];
    expect(livingValues(living)).toEqual({ postal_code: '3543 EP', house_number: 27, market_value: 455000 });
    expect(livingValues(undefined)).toEqual({});
  });
});

describe('incomeValues', () => {
  const item = (title: string, total: number): Schemas['IncomeItem'] => ({ type: 'EmploymentIncome', title, total, data: [] });

  it('replaces the stored incomes with each total floored, and sends partner incomes only with a partner', () => {
    const known = { customer: 70000, partner: 30000, title: 'Bruto jaarinkomen' };
    expect(incomeValues([item('Loon', 62500.9)], [item('Salaris', 9000)], known)).toEqual({
      replaces_existing: true,
      incomes: [{ type: 'EmploymentIncome', title: 'Loon', gross_annual_amount: 62500 }],
      partner_incomes: [{ type: 'EmploymentIncome', title: 'Salaris', gross_annual_amount: 9000 }],
    });
    expect(incomeValues([], null, { customer: null, partner: null, title: 'x' })).toEqual({ replaces_existing: true, incomes: [] });
  });

  it('starts with the yearly income the income screen shows when there are no items (issue 42 item 3)', () => {
    // Sanne: no income items, € 58.900 a year known to the office.
    expect(incomeValues([], null, { customer: 58900, partner: undefined, title: 'Bruto jaarinkomen' })).toEqual({
      replaces_existing: true,
      incomes: [{ type: 'OtherIncome', title: 'Bruto jaarinkomen', gross_annual_amount: 58900 }],
    });
    expect(incomeValues([], [], { customer: 0, partner: 31000.5, title: 'Bruto jaarinkomen' }).partner_incomes).toEqual([
      { type: 'OtherIncome', title: 'Bruto jaarinkomen', gross_annual_amount: 31000 },
    ]);
  });
});

describe('mortgageValues', () => {
  it('keeps only the editable fields of each loan part, without the read nulls', () => {
    const part = {
      id: 7,
      mortgage_id: 3,
      leningdeelnummer: '1',
      repayment_type: 1,
      begindatum: '2019-05-01',
      einddatum: '2049-05-01',
      hoofdsom: 240000,
      remaining_debt: 198750,
      current_value: null,
      einddatumRentevast: '2031-09-01',
      rentevasteperiode: 120,
      interest: 3.85,
      remaining_debt_at_loan_part_end: 0,
      nhg: false,
      interest_type: null,
      tax_box_type: 1,
      monthly_amount: 1126.4,
      premium: null,
    } as unknown as Schemas['MortgagePart'];
    const mortgage = { id: 3, hypotheeknummer: null, mortgageParts: [part] } as unknown as Schemas['Mortgage'];
    expect(mortgageValues([mortgage])).toEqual({
      mortgages: [
        {
          id: 3,
          mortgageParts: [
            {
              id: 7,
              leningdeelnummer: '1',
              repayment_type: 1,
              begindatum: '2019-05-01',
              einddatum: '2049-05-01',
              hoofdsom: 240000,
              remaining_debt: 198750,
              einddatumRentevast: '2031-09-01',
              rentevasteperiode: 120,
              interest: 3.85,
              remaining_debt_at_loan_part_end: 0,
              nhg: false,
              tax_box_type: 1,
            },
          ],
        },
      ],
    });
  });
});
