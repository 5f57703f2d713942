// A policy with the defaults most policies share (active, monthly term, no package), so the
// customers' policy lists show only what differs. The monthly amount follows the term (core §3).
import type { components } from '../../../../generated/portal';
import { agency } from './hdn-companies';

type Policy = components['schemas']['Policy'];

export interface PolicyInput extends Partial<Omit<Policy, 'agency' | 'monthly_term_amount'>> {
  name: string;
  /** HDN code of the insurer. */
  insurer: string;
  total_term_amount: number;
  /** Months per payment term: 1, 3, 6 or 12. */
  payment_term: 1 | 3 | 6 | 12;
}

export function policy({ insurer, ...input }: PolicyInput): Omit<Policy, 'id'> {
  return {
    descriptions: [],
    is_package: false,
    parent_id: null,
    children: [],
    start_date: null,
    expiration_date: null,
    contract_expiration_date: null,
    package_number: null,
    contract_number: null,
    insured_amounts: [],
    claim_free_years: null,
    mutation_code: 1,
    view_group_name: null,
    branche_group_name: null,
    status: 'Actief',
    active: true,
    duration: 12,
    ...input,
    agency: agency(insurer),
    monthly_term_amount: Math.round((input.total_term_amount / input.payment_term) * 100) / 100,
  };
}
