// The calculators' inputs from the customer's data (advice §3, §4, §7, §8, §9): repayment groups,
// labels, the default mortgage, missing-data messages, proposal groups and the widgets' state.
import { describe, expect, it } from 'vitest';
import type { components } from '../../../../generated/portal';
import { calculatorLabel, defaultMortgage, refinanceMissing, repaymentGroup } from '../../../../src/features/calculators/advice-requests';
import { groupProposals, type Proposal } from '../../../../src/features/calculators/proposals';
import { widgetState } from '../../../../src/features/calculators/widget-state';

type Schemas = components['schemas'];
const mortgage = (id: number, postal_code: string, number: number) =>
  ({ id, mainProperty: { postal_code, number }, properties: [], mortgageParts: [] }) as unknown as Schemas['Mortgage'];

describe('repaymentGroup (advice §3)', () => {
  it.each([
    [1, 'annuity'],
    [2, 'linear'],
    [3, 'life_insurance'],
    [5, 'interest_only'],
    [9, 'interest_only'],
    [52, 'interest_only'],
    [10, 'investment_mortgage'],
    [13, 'savings'],
    [53, 'savings'],
    [50, 'bank_savings'],
    [51, 'bank_savings'],
    [0, 'interest_only'],
  ] as const)('maps code %i to %s', (code, group) => expect(repaymentGroup(code)).toBe(group));

  it('writes plus signs as _plus', () => {
    expect(calculatorLabel('A++')).toBe('A_plus_plus');
    expect(calculatorLabel(null)).toBeNull();
  });
});

describe('defaultMortgage (advice §4)', () => {
  const mortgages = [mortgage(1, '1234 AB', 5), mortgage(2, '3543EP', 27)];
  it('takes the mortgage at the property address, else the first', () => {
    expect(defaultMortgage(mortgages, { postcode: '3543 ep', number: 27 } as Schemas['Living'])?.id).toBe(2);
    expect(defaultMortgage(mortgages, { postcode: '9999 ZZ', number: 1 } as Schemas['Living'])?.id).toBe(1);
    expect(defaultMortgage([], null)).toBeNull();
  });
});

describe('refinanceMissing (advice §8)', () => {
  it.each([
    [null, null, 'no_marktwaarde_mortgage_error'],
    [mortgage(1, '1234AB', 1), 0, 'no_marktwaarde_error'],
    [null, 300000, 'no_mortgage_error'],
    [mortgage(1, '1234AB', 1), 300000, null],
  ] as const)('mortgage %o, market value %s → %s', (item, value, expected) => expect(refinanceMissing(item, value)).toBe(expected));
});

describe('groupProposals (advice §9)', () => {
  const proposal = (lender_id: string, total: number, fits: boolean) =>
    ({ lender_id, gross_total_refinance_difference: total, fits_on_income: fits }) as Proposal;
  it('puts the current lender first, then fitting, then not fitting, each by gross total difference', () => {
    const groups = groupProposals(
      [proposal('ING', 10, true), proposal('ABN', 5, true), proposal('RAB', 30, true), proposal('NN', 50, false), proposal('ABN', 20, false)],
      'ABN',
    );
    expect(groups.map(({ group, proposals }) => [group, proposals.map((item) => item.gross_total_refinance_difference)])).toEqual([
      ['current', [20, 5]],
      ['fits', [30, 10]],
      ['not_fits', [50]],
    ]);
  });
});

describe('widgetState (advice §7, §9)', () => {
  const customer = {
    date_of_birth: '1979-04-12',
    first_name: 'Jan',
    initials: 'J.',
    suffix: 'de',
    last_name: 'Vries',
    email_address: 'jan@example.nl',
    username: 'jan@example.nl',
    mobile: '0612345678',
    phone: null,
    gross_annual_income: 62500,
  } as Schemas['Customer'];
  const partner = {
    date_of_birth: '1981-09-30',
    first_name: 'Sanne',
    initials: null,
    suffix: null,
    last_name: 'Vries',
    email_address: null,
    mobile: null,
    phone: null,
    gross_annual_income: 0,
  } as unknown as Schemas['Partner'];
  it('divides the gross annual income by 12.96, floored, splits the birth date and counts a partner without income as not employed', () => {
    const state = widgetState(
      customer,
      partner,
      [{ type: 'study_loan', monthly_amount: 110 } as Schemas['Obligation'], { type: 'ongoing_credit', monthly_amount: 100 } as Schemas['Obligation']],
      { postcode: '3543 EP', number: 27, energy_label: 'A++' } as Schemas['Living'],
    );
    expect(state.applicant).toMatchObject({ income: 4822, birth_day: 12, birth_month: 4, birth_year: 1979, insertion: 'de', employed: true });
    expect(state.partner).toMatchObject({ income: 0, employed: false });
    expect(state.obligations).toEqual({ student_debt_monthly: 110, credit_limits: 5000 });
    expect(state.address).toMatchObject({ postal_code: '3543 EP', house_number: 27, energy_label: 'A_plus_plus' });
  });
});
