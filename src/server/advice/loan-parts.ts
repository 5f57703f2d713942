// Loan parts as the calculators take them, projected forward: what is owed and paid at a date.
// Annuity and linear parts repay; every other type keeps its debt (its capital builds up in a
// linked policy or account, which the payments' premium carries).
import type { components } from '../../../generated/advice';
import { annuityPayment, sane } from './explanation';
import { bestTaxpayer, deductionRefund, ownHomeForfait, type Taxpayer } from './deduction';
import * as rules from '../../lib/advice/rules/2026';

/** The engine's own loan part: the fields it reads from the contract's scenario and refinance parts. */
export interface LoanPart {
  repayment_type: components['schemas']['CalculatorRepaymentType'];
  current_amount: number;
  interest_rate: number;
  duration_in_months: number;
  remaining_interest_period_in_months: number;
  premium?: number;
  /** Months of interest deduction left; unknown means until 1 January 2031 (advice §9). */
  deductible_period_in_months?: number | null;
  box?: 1 | 3;
}

export interface PartAt {
  amount: number;
  payment: number;
  interest: number;
  remainingMonths: number;
}

/** One part `months` from now: its debt, gross monthly payment and the interest in it. */
export function partAt(part: LoanPart, months: number): PartAt {
  const amount = sane(part.current_amount);
  const duration = Math.max(0, Math.round(sane(part.duration_in_months)));
  const rate = sane(part.interest_rate, 100) / 100 / 12;
  const passed = Math.max(0, Math.round(months));
  const remainingMonths = Math.max(0, duration - passed);
  let debt = amount;
  if (part.repayment_type === 'annuity') {
    if (remainingMonths === 0) debt = 0;
    else if (rate > 0) {
      const payment = annuityPayment(amount, part.interest_rate, duration);
      debt = amount * (1 + rate) ** passed - (payment * ((1 + rate) ** passed - 1)) / rate;
    } else debt = (amount * remainingMonths) / duration;
  } else if (part.repayment_type === 'linear') {
    debt = duration === 0 ? 0 : (amount * remainingMonths) / duration;
  }
  debt = Math.max(0, debt);
  const interest = debt * rate;
  let payment = interest + sane(part.premium);
  if (debt > 0 && part.repayment_type === 'annuity') payment = annuityPayment(debt, part.interest_rate, remainingMonths);
  if (debt > 0 && part.repayment_type === 'linear') payment = interest + debt / Math.max(1, remainingMonths);
  return { amount: debt, payment, interest, remainingMonths };
}

export interface Situation {
  monthly_payments: number;
  remaining_sum: number;
  monthly_interest: number;
  deductible_interest: number;
}

/** Deduction months left: the given period, else until the assumed end (1 January 2031). */
export function deductibleMonths(part: LoanPart, monthsToAssumedEnd: number): number {
  if (part.box === 3) return 0;
  return part.deductible_period_in_months == null ? monthsToAssumedEnd : Math.max(0, part.deductible_period_in_months);
}

export function situationAt(parts: LoanPart[], months: number, monthsToAssumedEnd: number): Situation {
  let payments = 0;
  let remaining = 0;
  let interest = 0;
  let deductible = 0;
  for (const part of parts) {
    const at = partAt(part, months);
    payments += at.payment;
    remaining += at.amount;
    interest += at.interest;
    if (deductibleMonths(part, monthsToAssumedEnd) > months) deductible += at.interest;
  }
  return { monthly_payments: payments, remaining_sum: remaining, monthly_interest: interest, deductible_interest: deductible };
}

/**
 * Net monthly payment: the gross payment less the tax the deductible interest above the
 * eigenwoningforfait saves, at the marginal rate of whichever of `taxpayers` saves most. Without
 * taxpayers (a signal that knows only the loan part) the deduction counts at the cap.
 */
export function netPayment(situation: Situation, propertyTaxValue: number, taxpayers?: readonly Taxpayer[]): number {
  if (situation.deductible_interest <= 0) return situation.monthly_payments;
  const deduction = Math.max(0, situation.deductible_interest * 12 - ownHomeForfait(propertyTaxValue));
  const payer = taxpayers ? bestTaxpayer(taxpayers, deduction) : null;
  const refund = payer ? deductionRefund(deduction, payer) : (deduction * rules.interestDeductionCap) / 100;
  return situation.monthly_payments - refund / 12;
}
