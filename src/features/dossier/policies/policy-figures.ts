/**
 * Which policies show where, and their monthly amounts (core §2, §3, §5): mutation code 9 is
 * another party's policy (the 'other' tab), 999 is never shown; a package carries its policies.
 */
import type { components } from '../../../../generated/portal';

export type Policy = components['schemas']['Policy'];
export type PolicyTab = 'tenant' | 'other';

export const OTHER_PARTY_CODE = 9;
export const HIDDEN_CODE = 999;

const visible = (policy: Policy): boolean => policy.mutation_code !== HIDDEN_CODE;

/** The policies of a tab, hidden ones left out, also inside packages. */
export function policiesOfTab(policies: readonly Policy[], tab: PolicyTab): Policy[] {
  const inTab = (policy: Policy) => (policy.mutation_code === OTHER_PARTY_CODE) === (tab === 'other');
  return policies.filter((policy) => visible(policy) && inTab(policy)).map((policy) => ({ ...policy, children: policy.children.filter(visible) }));
}

/** Monthly amount = total term amount / payment term (or 1). */
export function monthlyAmount(policy: Pick<Policy, 'total_term_amount' | 'payment_term'>): number {
  return (policy.total_term_amount ?? 0) / (policy.payment_term || 1);
}

/** A package's monthly amount is that of its policies (or its own when it lists none). */
export function policyMonthly(policy: Policy): number {
  return policy.is_package && policy.children.length > 0 ? policy.children.reduce((sum, child) => sum + monthlyAmount(child), 0) : monthlyAmount(policy);
}

export interface PieSlice {
  id: number;
  label: string;
  value: number;
}

/** One slice per shown policy (packages count as one), for the total pie. */
export const pieSlices = (policies: readonly Policy[]): PieSlice[] =>
  policies.map((policy) => ({ id: policy.id, label: policy.name, value: policyMonthly(policy) })).filter((slice) => slice.value > 0);
