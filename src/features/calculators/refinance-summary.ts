// What a refinance result means in words (issue 25): does refinancing pay now, by how much, and
// why — the penalty, the costs, the rate difference and the fixed period still left — and the
// payback time against the chosen period. Pure, so the reasoning is tested without a screen.
import type { Translate } from './explanation-view';
import type { Proposal } from './proposals';
import type { RefinanceRequest, RefinanceResult } from './refinance.machine';

export type { Translate };

export interface RefinanceSummary {
  /** The proposal with the highest total after penalty and costs; null when no lender offers the period. */
  best: Proposal | null;
  pays: boolean;
  penalty: number;
  costs: number;
  /** Penalty and costs paid up front, or 0 when they are financed into the new loan. */
  upFront: number;
  /** The current rate, weighted by what each loan part still owes. */
  rateNow: number;
  rateBest: number | null;
  /** The longest fixed period still left on a current part. */
  fixedMonthsLeft: number;
  period: number;
}

const weightedRate = (amounts: number[], rates: number[]) => {
  const total = amounts.reduce((sum, amount) => sum + amount, 0);
  if (total <= 0) return rates.length ? rates.reduce((sum, rate) => sum + rate, 0) / rates.length : 0;
  return amounts.reduce((sum, amount, index) => sum + amount * (rates[index] ?? 0), 0) / total;
};

export const totalCosts = (costs: RefinanceResult['refinance_costs']) =>
  costs.mortgage_brokerage_costs + costs.notarial_mortgage_act_costs + costs.appraisal_costs;

export function summarise(result: RefinanceResult, request: RefinanceRequest): RefinanceSummary {
  const best = [...result.refinance_proposals].sort((a, b) => b.gross_total_refinance_difference - a.gross_total_refinance_difference)[0] ?? null;
  const amounts = request.loan_parts.map((part) => part.current_amount);
  const costs = totalCosts(result.refinance_costs);
  return {
    best,
    pays: best !== null && best.gross_total_refinance_difference > 0,
    penalty: result.repayment_penalty,
    costs,
    upFront: request.finance_repayment_penalty ? 0 : result.repayment_penalty + costs,
    rateNow: weightedRate(
      amounts,
      request.loan_parts.map((part) => part.interest_rate),
    ),
    rateBest: best ? weightedRate(amounts, best.interest_rates_per_mortgage_part) : null,
    fixedMonthsLeft: Math.max(0, ...request.loan_parts.map((part) => part.remaining_interest_period_in_months)),
    period: request.new_interest_period_in_months,
  };
}

/** "In 149 maanden terugverdiend, langer dan de 120 maanden rentevast: oversluiten loont nu niet." */
export function paybackText(payback: number | null, period: number, t: Translate): string {
  if (payback === null) return t('payback_never');
  return t(payback > period ? 'payback_too_long' : 'payback_within', { months: payback, period });
}

/** Why refinancing does or does not pay, in one sentence the summary leads with. */
export function reasonKey(summary: RefinanceSummary): string {
  if (!summary.best) return 'summary_no_offer';
  if (summary.pays) return 'summary_pays';
  if (summary.rateBest !== null && summary.rateBest >= summary.rateNow) return 'summary_rate_higher';
  return 'summary_costs_too_high';
}

/** The cumulative gross difference month by month over the period, starting with what is paid up front. */
export function cumulativeDifference(monthly: number, upFront: number, period: number): number[] {
  return Array.from({ length: period + 1 }, (_, month) => Math.round(monthly * month - upFront));
}

/** The months a table of the picture lists: whole years along the way and the period's end. */
export function tableMonths(period: number): number[] {
  return [...new Set([12, 60, 120, 180, 240, 360].filter((months) => months < period).concat(period))];
}
