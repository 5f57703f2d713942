// The engine's input from the customer's file, for the demo customer Jan de Vries as the seed
// holds him: every obligation as an amount, the children's birth dates, and each mortgage with
// its own property (his second mortgage is on a €690,000 home, not the one he lives in).
import { describe, expect, it } from 'vitest';
import type { components } from '../../../../generated/portal';
import { adviceInput, mortgageProperty, obligationAmounts, type CustomerFile } from '../../../../src/lib/advice/input';
import { family, profile } from '../../../../src/server/seed/data/customers/jan-devries/profile';
import { living, obligations, retirements } from '../../../../src/server/seed/data/customers/jan-devries/finances';
import { mortgages } from '../../../../src/server/seed/data/customers/jan-devries/mortgages';
import type { CustomerIds } from '../../../../src/server/seed/data/ids';

type Mortgage = components['schemas']['Mortgage'];
const ids = {
  customer: 1,
  mortgages: 10,
  policies: 20,
  damages: 30,
  tasks: 40,
  signals: 50,
  notes: 60,
  mails: 70,
  appointments: 80,
  documents: 90,
} as CustomerIds;
const today = '2026-11-22';
const { partner, children } = family(ids);
const file: CustomerFile = {
  customer: profile(ids) as CustomerFile['customer'],
  partner: partner as CustomerFile['partner'],
  children,
  living: living(),
  obligations: obligations(),
};
const [home, second] = mortgages(ids) as unknown as Mortgage[];

describe('obligationAmounts', () => {
  it("turns Jan's obligations into amounts: student debt, loans, credit limits (counted at 2 % by the engine), alimony", () => {
    expect(obligationAmounts(obligations())).toEqual({
      student_debt_monthly: 62 + 48,
      loans_monthly: 389,
      credit_limits: 2500 + 5000,
      partner_alimony_monthly: 425,
    });
  });
});

describe('adviceInput for Jan de Vries', () => {
  const input = adviceInput(file, home!, today)!;

  it("sends both partners' incomes and pensions and the children's birth dates", () => {
    expect(input.applicant.income).toEqual({
      annual_employment_income: 78400,
      state_pension_income: 13450,
      old_age_pension_income: 21800,
      // Without pension items: Eva's partner-pension field, what her pension pays Jan if she dies.
      survivor_pension_income: 9800,
      other_retirement_income: 1860,
    });
    expect(input.partner?.income).toMatchObject({ annual_employment_income: 46250, survivor_pension_income: 14600 });
    expect(input.children).toEqual([{ date_of_birth: '2016-05-20' }, { date_of_birth: '2019-11-02' }]);
  });

  it('credits each partner pension to the survivor and counts annuities and savings, from the pension items', () => {
    const withPensions = adviceInput({ ...file, retirements: retirements().customer, partnerRetirements: retirements().partner }, home!, today)!;
    // Jan's ABP item: 15,260 a year to Eva if he dies before retirement; Eva's PFZW item 8,330 to Jan.
    expect(withPensions.partner?.income).toMatchObject({ survivor_pension_income: 15260, other_retirement_income: 900 });
    expect(withPensions.applicant.income).toMatchObject({ survivor_pension_income: 8330, other_retirement_income: 1860 });
  });

  it("puts each obligation with its owner: Eva's student advance is hers, the rest Jan's", () => {
    expect(input.applicant.obligation_amounts).toEqual({ student_debt_monthly: 48, loans_monthly: 389, credit_limits: 7500, partner_alimony_monthly: 425 });
    expect(input.partner?.obligation_amounts).toEqual({ student_debt_monthly: 62, loans_monthly: 0, credit_limits: 0, partner_alimony_monthly: 0 });
    expect(input.applicant.obligations).toMatchObject({ has_student_debt: true, has_loans: true, has_partner_alimony: true });
  });

  it('takes the home mortgage with the home it lives in', () => {
    expect(input.property).toMatchObject({ market_value: 585000, property_tax_value: 548000, energy_label: 'B' });
    expect(input.missing).toEqual([]);
  });

  it('takes his second mortgage with its own €690,000 property, and names the WOZ value it lacks', () => {
    const other = adviceInput(file, second!, today)!;
    expect(other.property).toMatchObject({ market_value: 690000, property_tax_value: null, energy_label: 'A_plus_plus' });
    expect(other.property.address).toMatchObject({ street: 'Ella Fitzgeraldplein', number: 27 });
    expect(other.missing).toEqual(['property_tax_value']);
    expect(mortgageProperty(second!, null).market_value).toBe(690000);
  });

  it('is null without the birth date', () => {
    expect(adviceInput({ ...file, customer: { ...file.customer, date_of_birth: null } }, home!, today)).toBeNull();
  });
});
