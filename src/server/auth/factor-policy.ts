// An office's policy on second factors (issue 39), from its settings: which factors it accepts
// (all unless it says otherwise: mailed codes stay the default; a passkey signs in in place of
// password and code) and whether it requires one
// stronger than e-mail, an authenticator app, of every customer.
import type { TenantRow } from '../tenants';

export type AcceptedFactor = 'email' | 'app' | 'passkey';
const FACTORS: readonly AcceptedFactor[] = ['email', 'app', 'passkey'];

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
