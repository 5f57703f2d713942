import { describe, expect, it } from 'vitest';
import type { components } from '../../../../generated/portal';
import { availableCalculators } from '../../../../src/lib/calculators';
import { mortgageSlices, policySlices } from '../../../../src/features/dashboard/totals';

type Schemas = components['schemas'];

describe('mortgageSlices', () => {
  it('adds up remaining debt and skips mortgages still in application', () => {
    const mortgages = [
      { id: 1, status: 0, restantHoofdsom: 200000, totaalSom: 250000, company_label_description: 'ABN AMRO' },
      { id: 2, status: 12, restantHoofdsom: 570000, totaalSom: 570000, company_label_description: 'Rabobank' },
      { id: 3, status: 19, restantHoofdsom: null, totaalSom: 210000, company_label_description: 'Florius' },
    ] as Schemas['Mortgage'][];
    expect(mortgageSlices(mortgages)).toEqual([
      { id: 1, label: 'ABN AMRO', value: 200000 },
      { id: 3, label: 'Florius', value: 210000 },
    ]);
  });
});

describe('policySlices', () => {
  it('uses the monthly amount, or the term amount divided by the term, and hides mutation code 999', () => {
    const policies = [
      { id: 1, name: 'Auto', monthly_term_amount: 52.17, total_term_amount: null, payment_term: null, mutation_code: null },
      { id: 2, name: 'Opstal', monthly_term_amount: null, total_term_amount: 280.8, payment_term: 12, mutation_code: 1 },
      { id: 3, name: 'Verborgen', monthly_term_amount: 10, total_term_amount: null, payment_term: null, mutation_code: 999 },
    ] as Schemas['Policy'][];
    expect(policySlices(policies)).toEqual([
      { id: 1, label: 'Auto', value: 52.17 },
      { id: 2, label: 'Opstal', value: 23.4 },
    ]);
  });
});

describe('availableCalculators', () => {
  it('offers only the calculators whose widget key the office set', () => {
    expect(
      availableCalculators({
        advies_widgets_scenarios_key: 'sc',
        advies_widgets_maximum_mortgage_key: null,
        advies_widgets_refinance_key: 'rf',
        advies_widgets_sustainability_key: null,
      }),
    ).toEqual(['scenarios', 'refinance']);
  });
});
