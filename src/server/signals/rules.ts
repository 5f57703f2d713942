// Every rule, by name: the signals a customer should have today.
import { appointmentReminder, documentRequestOpen, policyExpiring, retirementApproaching } from './calendar-rules';
import { fixedRateEnding, interestDeductionEnding } from './mortgage-rules';
import type { DesiredSignal, RuleName, SignalFacts } from './types';

export const rules: Record<RuleName, (facts: SignalFacts) => DesiredSignal[]> = {
  fixed_rate_ending: fixedRateEnding,
  interest_deduction_ending: interestDeductionEnding,
  policy_expiring: policyExpiring,
  document_request_open: documentRequestOpen,
  appointment_reminder: appointmentReminder,
  retirement_approaching: retirementApproaching,
};

export function desiredSignals(facts: SignalFacts): DesiredSignal[] {
  return Object.values(rules).flatMap((rule) => rule(facts));
}
