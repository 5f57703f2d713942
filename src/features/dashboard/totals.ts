// What the totals pie charts add up (core §2, §4, §3): the remaining debt of mortgages, skipping
// those still in application; the monthly premium of policies, skipping mutation code 999.
import type { components } from '../../../generated/portal';
import { isInApplication } from './feed';

type Schemas = components['schemas'];

export interface Slice {
  id: number;
  label: string;
  value: number;
}

export function mortgageSlices(mortgages: readonly Schemas['Mortgage'][]): Slice[] {
  return mortgages
    .filter((mortgage) => !isInApplication(mortgage))
    .map((mortgage) => ({
      id: mortgage.id,
      label: mortgage.company_label_description ?? mortgage.agency_name ?? mortgage.hypotheeknummer ?? String(mortgage.id),
      value: mortgage.restantHoofdsom ?? mortgage.totaalSom ?? 0,
    }))
    .filter((slice) => slice.value > 0);
}

/** Monthly amount: the total term amount divided by the payment term (or 1), core §3. */
export const monthlyPremium = (policy: Pick<Schemas['Policy'], 'monthly_term_amount' | 'total_term_amount' | 'payment_term'>): number =>
  policy.monthly_term_amount ?? (policy.total_term_amount ?? 0) / (policy.payment_term || 1);

export function policySlices(policies: readonly Schemas['Policy'][]): Slice[] {
  return policies
    .filter((policy) => policy.mutation_code !== 999)
    .map((policy) => ({ id: policy.id, label: policy.name, value: Math.round(monthlyPremium(policy) * 100) / 100 }))
    .filter((slice) => slice.value > 0);
}
