// A household's obligations as the maximum mortgage counts them, summed over the people present:
// a scenario's household carries the debts of those still in it.
import type { components } from '../../../generated/advice';
import { sane } from './explanation';

export type ObligationAmounts = components['schemas']['ObligationAmounts'];

export interface Obligations {
  studentDebtMonthly: number;
  creditLimits: number;
  /** Loans and lease, counted at their monthly amount. */
  loansMonthly: number;
  alimonyMonthly: number;
}

export function obligationsOf(amounts: (ObligationAmounts | undefined)[]): Obligations {
  const sum = (pick: (item: ObligationAmounts) => number | undefined) => amounts.reduce((total, item) => total + (item ? sane(pick(item)) : 0), 0);
  return {
    studentDebtMonthly: sum((item) => item.student_debt_monthly),
    creditLimits: sum((item) => item.credit_limits),
    loansMonthly: sum((item) => item.loans_monthly) + sum((item) => item.private_lease_monthly),
    alimonyMonthly: sum((item) => item.partner_alimony_monthly),
  };
}
