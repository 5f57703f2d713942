import type { components } from '../../../../generated/portal';
import { CALCULATOR_PARAM, MORTGAGE_PARAM, PERIOD_PARAM, nearestPeriod, type CalculatorName } from '../../../lib/calculators';
import { isComputedSignalRule, type ComputedSignalRule } from '../../../lib/signal-rules';

type Schemas = components['schemas'];

export type WatchLinkText =
  'watch_signal_refinance' | 'watch_signal_mortgage' | 'watch_signal_policy' | 'watch_signal_appointments' | 'watch_signal_retirement';

export interface WatchSignal {
  id: number;
  rule: ComputedSignalRule;
  message: string;
  /** Where its button goes, with the button's text key; none when the office hides that screen. */
  link: { to: string; text: WatchLinkText } | null;
}

/** The paths of the screens a signal may link to (null: the office hides it). */
export interface WatchPaths {
  mortgages: string | null;
  policies: string | null;
  appointments: string | null;
  retirement: string | null;
}

const calculator = (name: CalculatorName, extra = '') => `?${CALCULATOR_PARAM}=${name}${extra}`;

function linkOf(
  signal: Schemas['Signal'],
  rule: ComputedSignalRule,
  mortgages: readonly Schemas['Mortgage'][],
  calculators: readonly CalculatorName[],
  paths: WatchPaths,
): WatchSignal['link'] {
  const mortgagePage = paths.mortgages ? { to: paths.mortgages, text: 'watch_signal_mortgage' as const } : null;
  switch (rule) {
    case 'fixed_rate_ending': {
      if (!calculators.includes('refinance')) return mortgagePage;
      const owner = mortgages.find((mortgage) => mortgage.mortgageParts.some((part) => part.id === signal.searchable_id));
      const part = owner?.mortgageParts.find((candidate) => candidate.id === signal.searchable_id);
      // The period whose rate the signal quotes, so the calculator compares the same period.
      const period = part?.rentevasteperiode ? `&${PERIOD_PARAM}=${nearestPeriod(part.rentevasteperiode)}` : '';
      return { to: calculator('refinance', owner ? `&${MORTGAGE_PARAM}=${owner.id}${period}` : ''), text: 'watch_signal_refinance' };
    }
    case 'interest_deduction_ending':
    case 'document_request_open':
      return mortgagePage;
    case 'policy_expiring':
      return paths.policies ? { to: paths.policies, text: 'watch_signal_policy' } : null;
    case 'appointment_reminder':
      return paths.appointments ? { to: paths.appointments, text: 'watch_signal_appointments' } : null;
    case 'retirement_approaching':
      if (calculators.includes('scenarios')) return { to: calculator('scenarios'), text: 'watch_signal_retirement' };
      return paths.retirement ? { to: paths.retirement, text: 'watch_signal_retirement' } : null;
  }
}

/**
 * The hypotheekwacht's computed signals (those whose description names one of the portal's
 * rules), in the order the server raised them, each with the screen or calculator it points to.
 */
export function watchSignals(
  signals: readonly Schemas['Signal'][],
  mortgages: readonly Schemas['Mortgage'][],
  calculators: readonly CalculatorName[],
  paths: WatchPaths,
): WatchSignal[] {
  return signals.flatMap((signal) => {
    const rule = signal.description;
    if (!isComputedSignalRule(rule) || !signal.customer_message) return [];
    return [{ id: signal.id, rule, message: signal.customer_message, link: linkOf(signal, rule, mortgages, calculators, paths) }];
  });
}
