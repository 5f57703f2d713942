// What the signal rules read and what they answer. A rule is a pure function of these facts (the
// customer's records as the contract shapes them, and today's Dutch date), so the daily run, the
// run after a change and the tests all reach the same verdict.
import type { components as Portal } from '../../../generated/portal';
import type { ProductRates } from '../advice/refinance';
import type { ComputedSignalRule } from '../../lib/signal-rules';

type Schemas = Portal['schemas'];

export type RuleName = ComputedSignalRule;

/** An appointment as the rules need it: its start as an instant, and where it happens. */
export interface AppointmentFact {
  id: number;
  startsAt: Date;
  status: string;
  location: string | null;
  videoUrl: string | null;
}

export interface SignalFacts {
  /** Today in the Netherlands, YYYY-MM-DD. */
  today: string;
  mortgages: Schemas['Mortgage'][];
  policies: Schemas['Policy'][];
  appointments: AppointmentFact[];
  birthDates: { customer: string | null; partner: string | null };
  /** The refinance engine's rates per lender product line and fixed period. */
  rates: ProductRates[];
}

/**
 * The numbers a signal's message shows, per rule. A loan part is named as the mortgages screen
 * names it: its number within the mortgage's name (the property's address). `rate` is the average
 * of today's lender rates for `periodMonths`, the period the refinance calculator opens with.
 */
export type SignalFigures =
  | { rule: 'fixed_rate_ending'; part: string; mortgage: string; endDate: string; periodMonths: number; rate: number | null; monthlyChange: number | null }
  | { rule: 'interest_deduction_ending'; part: string; mortgage: string; endDate: string; monthlyEffect: number }
  | { rule: 'policy_expiring'; policy: string; endDate: string }
  | { rule: 'document_request_open'; document: string; requestedOn: string }
  | { rule: 'appointment_reminder'; time: string; place: string | null; videoUrl: string | null }
  | { rule: 'retirement_approaching'; person: 'customer' | 'partner'; aowDate: string };

/** A signal a rule wants raised: the record it is about, and the occurrence that makes it one. */
export interface DesiredSignal {
  /** Unique per rule and customer: a new fixed-rate end or appointment date is a new occurrence. */
  key: string;
  searchable_type: string;
  searchable_id: number | null;
  figures: SignalFigures;
}
