// The early-repayment penalty ("boeterente") by Bgfo art. 81c and the AFM Leidraad "Vergoeding
// voor vervroegde aflossing van de hypotheek" (20 March 2017): at most the lender's financial loss,
// that is the present value of the interest difference between the contract rate and the lender's
// own current rate for the remaining fixed period, on what would still be outstanding month by month
// under each part's own schedule, above the penalty-free room of the loan as a whole.
import type { components } from '../../../generated/advice';
import { partAt, type LoanPart } from './loan-parts';
import { cents, sane } from './explanation';
import * as rules from '../../lib/advice/rules/2026';

type Schemas = components['schemas'];
type ProductRates = Schemas['ProductInterestRates'];
export type PenaltyDetails = Schemas['RepaymentPenaltyDetails'];
export type PenaltyPart = LoanPart & { original_amount: number };

export interface Comparison {
  period: number;
  rate: number;
}

/** The rate of each offered period: the highest product line's, when a lender offers several. */
function ratesByPeriod(products: readonly ProductRates[]): Map<number, number> {
  const rates = new Map<number, number>();
  for (const product of products)
    for (const [period, rate] of Object.entries(product.interest_rates) as [string, number | undefined][])
      if (rate !== undefined) rates.set(Number(period), Math.max(rate, rates.get(Number(period)) ?? 0));
  return rates;
}

/** The market average of each offered period, for a lender whose own rates are unknown. */
function averageByPeriod(products: readonly ProductRates[]): Map<number, number> {
  const sums = new Map<number, [number, number]>();
  for (const product of products)
    for (const [period, rate] of Object.entries(product.interest_rates) as [string, number | undefined][]) {
      if (rate === undefined) continue;
      const [sum, count] = sums.get(Number(period)) ?? [0, 0];
      sums.set(Number(period), [sum + rate, count + 1]);
    }
  return new Map([...sums].map(([period, [sum, count]]) => [period, sum / count]));
}

/**
 * The offered period nearest the remaining months. Exactly between two, the one with the higher
 * rate: it gives the lower penalty, and the Leidraad lets a lender deviate only in the consumer's
 * favour (decision record 037).
 */
export function nearestPeriod(rates: ReadonlyMap<number, number>, months: number): Comparison | null {
  let best: Comparison | null = null;
  for (const [period, rate] of rates) {
    if (!best) best = { period, rate };
    else {
      const distance = Math.abs(period - months) - Math.abs(best.period - months);
      if (distance < 0 || (distance === 0 && rate > best.rate)) best = { period, rate };
    }
  }
  return best;
}

/** The lender's own rates, or the market average (with `lender` null) when it has none in the table. */
export function comparisonRates(products: readonly ProductRates[], lender: string | null | undefined) {
  const own = lender ? products.filter((product) => product.lender_id === lender) : [];
  return own.length ? { lender: lender!, rates: ratesByPeriod(own) } : { lender: null, rates: averageByPeriod(products) };
}

/**
 * The present value of the interest difference on one whole part: month t (1..n) loses the
 * difference on the debt outstanding during that month, discounted t months at the comparison rate.
 */
export function presentValueOfDifference(part: LoanPart, comparisonRate: number): number {
  const months = Math.round(sane(part.remaining_interest_period_in_months, 600));
  const difference = sane(part.interest_rate, 100) - comparisonRate;
  if (months === 0 || difference <= 0) return 0;
  const discount = 1 + comparisonRate / 1200;
  let total = 0;
  for (let month = 1; month <= months; month++) total += (partAt(part, month - 1).amount * difference) / 1200 / discount ** month;
  return total;
}

export interface PenaltyTerms {
  percentage: number;
  source: PenaltyDetails['penalty_free_percentage_source'];
  repaidThisYear: number;
  /** Left out: the whole remaining debt is repaid. */
  partialAmount?: number;
}

/**
 * The penalty and its steps. The repaid amount (the whole debt, or the partial amount spread over
 * the parts by their debt) less the room is penalised; each part bears that share of its own loss.
 */
export function repaymentPenalty(parts: readonly PenaltyPart[], products: readonly ProductRates[], lender: string | null | undefined, terms: PenaltyTerms) {
  const { lender: comparisonLender, rates } = comparisonRates(products, lender);
  const original = parts.reduce((sum, part) => sum + sane(part.original_amount), 0);
  const debt = parts.reduce((sum, part) => sum + sane(part.current_amount), 0);
  const room = Math.max(0, (original * terms.percentage) / 100 - sane(terms.repaidThisYear));
  const repaid = terms.partialAmount === undefined ? debt : Math.min(debt, sane(terms.partialAmount));
  const penalised = Math.max(0, repaid - room);
  const share = debt > 0 ? penalised / debt : 0;
  const details = parts.map((part) => {
    const months = Math.round(sane(part.remaining_interest_period_in_months, 600));
    const comparison = months > 0 ? nearestPeriod(rates, months) : null;
    const value = comparison ? presentValueOfDifference(part, comparison.rate) : 0;
    return {
      remaining_interest_period_in_months: months,
      interest_rate: part.interest_rate,
      comparison_period_in_months: comparison?.period ?? null,
      comparison_rate: comparison ? Math.round(comparison.rate * 1000) / 1000 : null,
      present_value_of_difference: cents(value),
      penalty: cents(value * share),
      exact: value * share,
    };
  });
  const penalty = details.reduce((sum, part) => sum + part.exact, 0);
  return {
    penalty,
    details: {
      penalty_free_percentage: terms.percentage,
      penalty_free_percentage_source: terms.source,
      original_amount: Math.round(original),
      penalty_free_room: cents(room),
      repaid_penalty_free_this_year: sane(terms.repaidThisYear),
      repaid_amount: cents(repaid),
      penalised_amount: cents(penalised),
      comparison_lender: comparisonLender,
      parts: details.map(({ exact: _exact, ...part }) => part),
    } satisfies PenaltyDetails,
  };
}

/** The penalty-free percentage: the customer's, else the lender's terms, else the default. */
export function penaltyFreeTerms(given: number | undefined, lenderPercentage: number | null): Pick<PenaltyTerms, 'percentage' | 'source'> {
  if (given !== undefined) return { percentage: given, source: 'request' };
  if (lenderPercentage !== null) return { percentage: lenderPercentage, source: 'lender' };
  return { percentage: rules.penaltyFreePercentage, source: 'default' };
}
