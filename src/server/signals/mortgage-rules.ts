// The rules about loan parts: a fixed-rate period that ends within 24 months (many lenders let a
// customer fix the next rate that far ahead) and an interest deduction that ends within 5 years
// (1 January 2031 when its end is unknown, advice §9). The figures come from the advice engine:
// today's market rate for the part's own fixed period, and the part projected to its end date.
import type { components as Portal } from '../../../generated/portal';
import { monthsBetween } from '../advice/dates';
import { cents } from '../advice/explanation';
import { netPayment, partAt, type LoanPart } from '../advice/loan-parts';
import { marketRate } from '../advice/refinance';
import { repaymentGroup } from '../../lib/advice/input';
import { nearestPeriod } from '../../lib/calculators';
import { mortgageName } from '../../lib/mortgage-name';
import * as adviceRules from '../../lib/advice/rules/2026';
import type { DesiredSignal, SignalFacts } from './types';
import { endsWithin } from './window';

type Mortgage = Portal['schemas']['Mortgage'];
type Part = Mortgage['mortgageParts'][number];

export const FIXED_RATE_WINDOW_MONTHS = 24;
export const DEDUCTION_WINDOW_MONTHS = 60;
const DEFAULT_PERIOD_MONTHS = 120;

/** The part as the engine takes it, from today to its own end date. */
function loanPart(part: Part, today: string, rate = part.interest ?? 0): LoanPart {
  return {
    repayment_type: repaymentGroup(part.repayment_type),
    current_amount: Math.max(0, part.remaining_debt ?? part.hoofdsom),
    interest_rate: Math.min(10, Math.max(0, rate)),
    duration_in_months: part.einddatum ? monthsBetween(today, part.einddatum) : 360,
    remaining_interest_period_in_months: 0,
    premium: part.premium ?? 0,
  };
}

/** The change of the gross monthly payment when the part continues at `rate` from its fixed-rate end. */
function paymentChange(part: Part, today: string, end: string, rate: number): number {
  const months = monthsBetween(today, end);
  const before = partAt(loanPart(part, today), months);
  const after = partAt({ ...loanPart(part, today, rate), current_amount: before.amount, duration_in_months: before.remainingMonths }, 0);
  return cents(after.payment - before.payment);
}

export function fixedRateEnding(facts: SignalFacts): DesiredSignal[] {
  return facts.mortgages.flatMap((mortgage) =>
    mortgage.mortgageParts.flatMap((part): DesiredSignal[] => {
      const end = part.einddatumRentevast;
      if (!end || part.interest === null || !endsWithin(facts.today, end, FIXED_RATE_WINDOW_MONTHS)) return [];
      const period = nearestPeriod(part.rentevasteperiode || DEFAULT_PERIOD_MONTHS);
      const offered = marketRate(facts.rates, period);
      const rate = offered > 0 ? cents(offered) : null;
      return [
        {
          key: `${part.id}:${end}`,
          searchable_type: 'mortgage_part',
          searchable_id: part.id,
          figures: {
            rule: 'fixed_rate_ending',
            part: part.leningdeelnummer,
            mortgage: mortgageName(mortgage),
            endDate: end,
            periodMonths: period,
            rate,
            monthlyChange: rate === null ? null : paymentChange(part, facts.today, end, rate),
          },
        },
      ];
    }),
  );
}

/** The tax refund the part's interest brings in the month its deduction ends: what the net payment rises by. */
function refundAtEnd(part: Part, today: string, end: string, propertyTaxValue: number): number {
  const at = partAt(loanPart(part, today), monthsBetween(today, end));
  const situation = { monthly_payments: at.payment, remaining_sum: at.amount, monthly_interest: at.interest, deductible_interest: at.interest };
  return cents(at.payment - netPayment(situation, propertyTaxValue));
}

export function interestDeductionEnding(facts: SignalFacts): DesiredSignal[] {
  return facts.mortgages.flatMap((mortgage) =>
    mortgage.mortgageParts.flatMap((part): DesiredSignal[] => {
      if (part.tax_box_type !== 1) return [];
      const end = part.interest_deduction_end_date ?? adviceRules.assumedDeductionEnd;
      if (!endsWithin(facts.today, end, DEDUCTION_WINDOW_MONTHS)) return [];
      return [
        {
          key: `${part.id}:${end}`,
          searchable_type: 'mortgage_part',
          searchable_id: part.id,
          figures: {
            rule: 'interest_deduction_ending',
            part: part.leningdeelnummer,
            mortgage: mortgageName(mortgage),
            endDate: end,
            monthlyEffect: refundAtEnd(part, facts.today, end, mortgage.wozWaarde ?? 0),
          },
        },
      ];
    }),
  );
}
