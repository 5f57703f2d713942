// The calculators the dashboard offers (advice §2 "Dashboard scenario card"): one per widget key
// the office has set. The calculators live in their own feature; the address opens them.
import type { components } from '../../generated/portal';

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
