// Which second factors a sign-in asks for (issue 39): the app first when the customer has one the
// office accepts, mailed codes when the office accepts them, and recovery codes while any are
// left. A customer of an office that accepts only apps, who has none yet, still gets a mailed
// code: they could not sign in to set one up otherwise.
import type { Db } from '../db/database';
import type { TenantRow } from '../tenants';
import type { Account } from './accounts';
import { factorPolicy } from './factor-policy';
import { hasConfirmedApp, recoveryCodesLeft, redeemAppCode, redeemRecoveryCode } from './second-factors';
import { redeemCode } from './two-factor';

export type SignInFactor = 'app' | 'email' | 'recovery';

/** The factors this account may sign in with, the preferred first; empty: the password is enough. */
export async function signInFactors(db: Db, office: TenantRow, account: Account): Promise<SignInFactor[]> {
  const owner = { tenantId: office.id, customerId: account.id };
  const policy = factorPolicy(office);
  const app = (await hasConfirmedApp(db, owner)) && policy.accepted.includes('app');
  if (!app && !account.two_factor && !policy.strongerRequired) return [];
  const factors: SignInFactor[] = app ? ['app'] : [];
  if (policy.accepted.includes('email') || !app) factors.push('email');
  if ((await recoveryCodesLeft(db, owner)) > 0) factors.push('recovery');
  return factors;
}

/** Whether `otp` proves `factor` for this account; a right one is used up. */
export function redeemFactor(db: Db, secret: string, owner: { tenantId: number; customerId: number }, factor: SignInFactor, otp: string, now: Date) {
  if (factor === 'app') return redeemAppCode(db, secret, owner, otp, now);
  if (factor === 'recovery') return redeemRecoveryCode(db, secret, owner, otp, now);
  return redeemCode(db, secret, owner, otp, now);
}
