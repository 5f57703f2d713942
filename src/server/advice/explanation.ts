// What every answer of the engine carries beside its figures: the rules it applied (with their
// source), the inputs it used and the intermediate figures, so a verdict can say why. The shapes
// are the contract's, so a change to the contract breaks the engine's compile instead of drifting.
import type { components } from '../../../generated/advice';

export type Figure = components['schemas']['ExplanationFigure'];
export type Explanation = components['schemas']['Explanation'];
/** One applied rule: a stable key the portal translates, its publication and the figure it gave. */
export type AppliedRule = Explanation['rules'][number];

export const cents = (value: number) => Math.round(value * 100) / 100;
export const euros = (value: number) => Math.floor(value);

/** Finite and within the money cap, else 0: an absurd input must never become NaN downstream. */
export function sane(value: number | null | undefined, cap = 99e9): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.min(Math.max(value, 0), cap) : 0;
}

/** Monthly annuity payment of `principal` at `ratePercent` a year over `months`. */
export function annuityPayment(principal: number, ratePercent: number, months: number): number {
  if (months <= 0) return principal;
  const rate = ratePercent / 100 / 12;
  if (rate === 0) return principal / months;
  return (principal * rate) / (1 - (1 + rate) ** -months);
}

/** The principal a monthly `payment` carries at `ratePercent` over `months` (the inverse). */
export function annuityPrincipal(payment: number, ratePercent: number, months: number): number {
  if (payment <= 0 || months <= 0) return 0;
  const rate = ratePercent / 100 / 12;
  if (rate === 0) return payment * months;
  return (payment * (1 - (1 + rate) ** -months)) / rate;
}

/** The value of the last band whose upper bound is at or above `value`. */
export function band<T>(table: readonly (readonly [number, T])[], value: number): T {
  for (const [upTo, result] of table) if (value <= upTo) return result;
  return table[table.length - 1]![1];
}
