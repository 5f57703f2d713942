// The rules the server computes signals by; a computed signal's description is its rule's name.
// Shared, so the dashboard tells the portal's own signals from the office's by the same list.
export const COMPUTED_SIGNAL_RULES = [
  'fixed_rate_ending',
  'interest_deduction_ending',
  'policy_expiring',
  'document_request_open',
  'appointment_reminder',
  'retirement_approaching',
] as const;
export type ComputedSignalRule = (typeof COMPUTED_SIGNAL_RULES)[number];

export const isComputedSignalRule = (description: string | null | undefined): description is ComputedSignalRule =>
  COMPUTED_SIGNAL_RULES.some((rule) => rule === description);
