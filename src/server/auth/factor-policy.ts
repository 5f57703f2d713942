// An office's policy on second factors (issue 39, decision records 057, 068 and 069), from its
// settings: which factors it accepts (all unless it says otherwise: mailed codes stay the default;
// a passkey signs in in place of password and code) and whether it requires one stronger than
// e-mail of every customer. The office API and the operator's command set it through
// `policyProblem` and `policySettings`, so both refuse alike.
import type { TenantRow } from '../tenants';

export type AcceptedFactor = 'email' | 'app' | 'passkey';
export const FACTORS: readonly AcceptedFactor[] = ['email', 'app', 'passkey'];
/** The factors stronger than a mailed code; the guided set-up after sign-in offers the app. */
const STRONGER: readonly AcceptedFactor[] = ['app'];

export interface FactorPolicy {
  accepted: AcceptedFactor[];
  strongerRequired: boolean;
}

export function factorPolicy(office: Pick<TenantRow, 'settings'>): FactorPolicy {
  const listed = office.settings.second_factors;
  const accepted = Array.isArray(listed) ? FACTORS.filter((factor) => listed.includes(factor)) : [...FACTORS];
  // An office that requires an app accepts it, whatever its list says.
  const strongerRequired = office.settings.stronger_factor_required === true;
  return { accepted: strongerRequired && !accepted.includes('app') ? [...accepted, 'app'] : accepted, strongerRequired };
}

export const isAcceptedFactor = (value: string): value is AcceptedFactor => (FACTORS as readonly string[]).includes(value);

/** Why a policy cannot be stored, as a message key, or null when it can. */
export function policyProblem(policy: FactorPolicy): 'second_factors_empty' | 'stronger_factor_needs_app' | null {
  if (policy.accepted.length === 0) return 'second_factors_empty';
  if (policy.strongerRequired && !policy.accepted.some((factor) => STRONGER.includes(factor))) return 'stronger_factor_needs_app';
  return null;
}

/** The office's settings with this policy in place of the one they held. */
export function policySettings(settings: Record<string, unknown>, policy: FactorPolicy): Record<string, unknown> {
  return { ...settings, second_factors: FACTORS.filter((factor) => policy.accepted.includes(factor)), stronger_factor_required: policy.strongerRequired };
}
