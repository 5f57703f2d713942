// The calculators the dashboard offers (advice §2 "Dashboard scenario card"): one per widget key
// the office has set. The calculators live in their own feature; the address opens them.
import type { components } from '../../generated/portal';
import { interestPeriods } from './advice/rules/2026';

type Tenant = components['schemas']['Tenant'];

export const CALCULATORS = [
  { name: 'scenarios', key: 'advies_widgets_scenarios_key' },
  { name: 'maximum_mortgage', key: 'advies_widgets_maximum_mortgage_key' },
  { name: 'refinance', key: 'advies_widgets_refinance_key' },
  { name: 'sustainability', key: 'advies_widgets_sustainability_key' },
] as const satisfies readonly { name: string; key: keyof Tenant }[];

export type CalculatorName = (typeof CALCULATORS)[number]['name'];

export function availableCalculators(tenant: Pick<Tenant, (typeof CALCULATORS)[number]['key']>): CalculatorName[] {
  return CALCULATORS.filter((calculator) => tenant[calculator.key] !== null && tenant[calculator.key] !== '').map((calculator) => calculator.name);
}

/** The search parameter that opens a calculator's drawer (read by the shell's calculator host). */
export const CALCULATOR_PARAM = 'rekenhulp';

/** The search parameter naming the mortgage the refinance calculator opens with (a signal's link). */
export const MORTGAGE_PARAM = 'hypotheek';

/** The search parameter naming the fixed-rate period (months) the refinance calculator opens with. */
export const PERIOD_PARAM = 'rentevast';

export type InterestPeriod = (typeof interestPeriods)[number];

/**
 * The offered fixed-rate period nearest to `months`: the one period whose rates the hypotheekwacht
 * quotes for a part, and the one the refinance calculator then opens with, so both speak of the
 * same period (issue 42).
 */
export function nearestPeriod(months: number): InterestPeriod {
  return interestPeriods.reduce<InterestPeriod>(
    (best, candidate) => (Math.abs(candidate - months) < Math.abs(best - months) ? candidate : best),
    interestPeriods[0],
  );
}

/** A period parameter's value as an offered period, or null when it names none. */
export function periodOf(value: string | null): InterestPeriod | null {
  return interestPeriods.find((period) => String(period) === value) ?? null;
}
