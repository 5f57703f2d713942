// The bodies the calculators send (advice §3, §5, §7): the customer's data and the chosen mortgage
// into ScenarioRequest and RefinanceRequest, amounts floored, months and rates clamped.
import { describe, expect, it } from 'vitest';
import type { components } from '../../../../generated/portal';
import { refinanceRequest, scenarioRequest, type CustomerData } from '../../../../src/features/calculators/advice-requests';

type Schemas = components['schemas'];
const today = '2026-11-22';

const part = (fields: Partial<Schemas['MortgagePart']>) =>
  ({
    repayment_type: 1,
    hoofdsom: 0,
    remaining_debt: null,
    first_deposit_amount: null,
    premium: null,
    interest: null,
    return_rate: null,
    remaining_months_duration: null,
    remaining_months_fixed_interest_duration: null,
    interest_deduction_end_date: null,
    tax_box_type: 1,
    nhg: false,
    ...fields,
  }) as Schemas['MortgagePart'];

const mortgage = {
  wozWaarde: 398000,
  mainProperty: { energy_label: 'C', postal_code: '3512 LS', number: 38 },
  agency: { hdn_code: 'ABN' },
  mortgageParts: [
    // Deduction ends September 2048: (2048 − 2026) × 12 + (9 − 11) = 262 months from November 2026.
    part({
      hoofdsom: 240000.5,
      remaining_debt: 198750.9,
      interest: 4.85,
      remaining_months_duration: 262,
      remaining_months_fixed_interest_duration: 58,
      interest_deduction_end_date: '2048-09-01',
    }),
    // Box 3: no deduction whatever the end date; an out-of-range rate, return and duration are clamped.
    part({
      repayment_type: 5,
      hoofdsom: 86000,
      first_deposit_amount: 1000,
      premium: 45.5,
      interest: 12,
      return_rate: -1,
      remaining_months_duration: -3,
      interest_deduction_end_date: '2040-01-01',
      tax_box_type: 3,
      nhg: true,
    }),
  ],
} as unknown as Schemas['Mortgage'];

const person = (date_of_birth: string | null, gross_annual_income: number) => ({
  date_of_birth,
  gross_annual_income,
  gross_annual_old_age_pension_amount: null,
  gross_annual_employment_pension_amount: 1200,
  gross_annual_partner_pension_amount: 9000.99,
});

const data: CustomerData = {
  customer: person('1979-04-12', 62500.75),
  partner: person('1981-09-30', 38400),
  // The living screen is about the mortgage's own property (same postcode and number).
  living: { postcode: '3512LS', number: 38, energy_label: 'A++', woz_value_home: 412000.6 } as Schemas['Living'],
  obligations: [
    { type: 'study_loan', monthly_amount: 48.9, descriptions: [], incomes: [] },
    { type: 'alimony', monthly_amount: 425, descriptions: [], incomes: [] },
  ],
};

describe('scenarioRequest', () => {
  const body = scenarioRequest(data, mortgage, today)!;

  it('sends the incomes floored to whole euros, the obligations with the applicant only', () => {
    expect(body.step).toBe('scenarios');
    expect(body.applicant).toEqual({
      date_of_birth: '1979-04-12',
      income: { annual_employment_income: 62500, state_pension_income: 0, old_age_pension_income: 1200, survivor_pension_income: 9000 },
      obligations: { has_student_debt: true, has_lease_loan: false, has_private_lease: false, has_loans: false, has_partner_alimony: true },
      obligation_amounts: { student_debt_monthly: 48, loans_monthly: 0, credit_limits: 0, partner_alimony_monthly: 425 },
    });
    expect(body.partner?.obligations).toEqual({
      has_student_debt: false,
      has_lease_loan: false,
      has_private_lease: false,
      has_loans: false,
      has_partner_alimony: false,
    });
    expect(body.partner?.obligation_amounts).toEqual({ student_debt_monthly: 0, loans_monthly: 0, credit_limits: 0, partner_alimony_monthly: 0 });
  });

  it("takes the home's label and WOZ value from the living data, else from the mortgage", () => {
    // The living data of another address never stand in for this mortgage's property.
    const elsewhere = scenarioRequest({ ...data, living: { ...data.living!, number: 40 } }, mortgage, today)!;
    expect([elsewhere.energy_label, elsewhere.property_tax_value]).toEqual(['C', 398000]);
    expect([body.energy_label, body.property_tax_value]).toEqual(['A_plus_plus', 412000]);
    const fromMortgage = scenarioRequest({ ...data, living: null }, mortgage, today)!;
    expect([fromMortgage.energy_label, fromMortgage.property_tax_value]).toEqual(['C', 398000]);
  });

  it('sends each loan part in its repayment group, clamped, with the deduction months where known', () => {
    expect(body.loan_parts).toEqual([
      {
        repayment_type: 'annuity',
        first_deposit_amount: 0,
        current_amount: 198750,
        premium: 0,
        interest_rate: 4.85,
        return_rate: 0,
        duration_in_months: 262,
        deductible_period_in_months: 262,
        remaining_interest_period_in_months: 58,
      },
      {
        repayment_type: 'interest_only',
        first_deposit_amount: 1000,
        current_amount: 86000,
        premium: 45,
        interest_rate: 10,
        return_rate: 0,
        duration_in_months: 0,
        deductible_period_in_months: 0,
        remaining_interest_period_in_months: 0,
      },
    ]);
    const unknownEnd = scenarioRequest(data, { ...mortgage, mortgageParts: [part({})] }, today)!;
    expect(unknownEnd.loan_parts[0]).not.toHaveProperty('deductible_period_in_months');
  });

  it('is null without the birth date, and leaves out a partner without one', () => {
    expect(scenarioRequest({ ...data, customer: person(null, 62500) }, mortgage, today)).toBeNull();
    expect(scenarioRequest({ ...data, partner: person(null, 38400) }, mortgage, today)!.partner).toBeNull();
  });
});

describe('refinanceRequest', () => {
  const choice = { period: 60 as const, financePenalty: true, marketValue: 455000 };
  const body = refinanceRequest(data, mortgage, choice, today)!;

  it('sends the choice, the current lender and the incomes floored', () => {
    expect(body).toMatchObject({
      step: 'refinance',
      applicant: { date_of_birth: '1979-04-12', annual_employment_income: 62500, state_pension_income: 0, old_age_pension_income: 1200 },
      partner: { date_of_birth: '1981-09-30', annual_employment_income: 38400 },
      property_tax_value: 412000,
      market_value: 455000,
      new_interest_period_in_months: 60,
      finance_repayment_penalty: true,
      lender_hdn_code: 'ABN',
    });
  });

  it('sends the penalty fields only where the customer gave them: the file holds none', () => {
    expect(body).not.toHaveProperty('penalty_free_percentage');
    expect(body).not.toHaveProperty('repaid_penalty_free_this_year');
    expect(body).not.toHaveProperty('partial_repayment_amount');
    const given = refinanceRequest(data, mortgage, { ...choice, penaltyFreePercentage: 20, repaidThisYear: 5000, partialAmount: 50000 }, today)!;
    expect(given).toMatchObject({ penalty_free_percentage: 20, repaid_penalty_free_this_year: 5000, partial_repayment_amount: 50000 });
  });

  it('adds the original amount, no return, NHG and the tax box to each scenario part', () => {
    expect(body.loan_parts.map(({ original_amount, return_rate, nhg_applicable, box }) => ({ original_amount, return_rate, nhg_applicable, box }))).toEqual([
      { original_amount: 240000, return_rate: 0, nhg_applicable: false, box: 1 },
      { original_amount: 86000, return_rate: 0, nhg_applicable: true, box: 3 },
    ]);
    expect(body.loan_parts[0]).toMatchObject({ current_amount: 198750, deductible_period_in_months: 262 });
  });

  it('is null without the birth date', () => {
    expect(refinanceRequest({ ...data, customer: person(null, 62500) }, mortgage, choice, today)).toBeNull();
  });
});
