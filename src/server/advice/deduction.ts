// The tax side of the own home in 2026 (Wet IB 2001): the eigenwoningforfait added to income and
// the mortgage interest deducted from it, at the taxpayer's own marginal rate in box 1 (the
// brackets before or from AOW age), never above the deduction cap of art. 2.10a.
import { sane } from './explanation';
import * as rules from '../../lib/advice/rules/2026';

/** Whoever deducts the interest: fiscal partners may give it to either, so the caller picks the one deducting most. */
export interface Taxpayer {
  gross: number;
  fromAow: boolean;
}

/** Eigenwoningforfait per year (art. 3.112): a percentage of the whole WOZ value by its tier, and the villa tier above. */
export function ownHomeForfait(propertyTaxValue: number): number {
  const woz = sane(propertyTaxValue);
  const { villa } = rules.ownHomeForfait;
  if (woz > villa.from) return villa.base + ((woz - villa.from) * villa.percent) / 100;
  let percent = 0;
  for (const [from, tierPercent] of rules.ownHomeForfait.tiers) if (woz > from) percent = tierPercent;
  return (woz * percent) / 100;
}

/**
 * The tax a yearly net deduction saves: the slice of income from gross − deduction up to gross, each
 * euro at its bracket's rate capped at the deduction cap. A deduction larger than the income saves
 * nothing on the part below zero.
 */
export function deductionRefund(deduction: number, taxpayer: Taxpayer): number {
  const top = sane(taxpayer.gross);
  const bottom = Math.max(0, top - sane(deduction));
  const brackets = taxpayer.fromAow ? rules.incomeTaxFromAow : rules.incomeTaxBeforeAow;
  let refund = 0;
  let lower = 0;
  for (const [upper, rate] of brackets) {
    const slice = Math.max(0, Math.min(top, upper) - Math.max(bottom, lower));
    refund += (slice * Math.min(rate, rules.interestDeductionCap)) / 100;
    lower = upper;
  }
  return refund;
}

/** Of a household's incomes, the one whose deduction saves the most tax. */
export function bestTaxpayer(incomes: readonly Taxpayer[], deduction: number): Taxpayer | null {
  let best: Taxpayer | null = null;
  for (const income of incomes) if (!best || deductionRefund(deduction, income) > deductionRefund(deduction, best)) best = income;
  return best;
}
