// The rules about dates in the customer's file: a policy that expires within 90 days, a requested
// mortgage document still not sent 14 days on, an appointment tomorrow, and the AOW date of the
// customer or the partner within 5 years. Days are Dutch calendar days (Europe/Amsterdam).
import { addDays, wallClockOf } from '../../lib/amsterdam-time';
import { aowDate } from '../advice/dates';
import type { DesiredSignal, SignalFacts } from './types';
import { endsWithin } from './window';

export const POLICY_WINDOW_DAYS = 90;
export const DOCUMENT_GRACE_DAYS = 14;
export const RETIREMENT_WINDOW_MONTHS = 60;
/** Policies of mutation code 999 are hidden from the customer (core §3). */
const HIDDEN_POLICY = 999;

type Policy = SignalFacts['policies'][number];

const withChildren = (policies: readonly Policy[]): Policy[] => policies.flatMap((policy) => [policy, ...withChildren(policy.children ?? [])]);

export function policyExpiring(facts: SignalFacts): DesiredSignal[] {
  const last = addDays(facts.today, POLICY_WINDOW_DAYS);
  return withChildren(facts.policies).flatMap((policy): DesiredSignal[] => {
    const end = policy.expiration_date;
    // Expiring today still counts: the cover lasts through its expiration date.
    if (!end || policy.mutation_code === HIDDEN_POLICY || end < facts.today || end > last) return [];
    return [
      {
        key: `${policy.id}:${end}`,
        searchable_type: 'policy',
        searchable_id: policy.id,
        figures: { rule: 'policy_expiring', policy: policy.name, endDate: end },
      },
    ];
  });
}

export function documentRequestOpen(facts: SignalFacts): DesiredSignal[] {
  return facts.mortgages.flatMap((mortgage) =>
    (mortgage.progress ?? []).flatMap((step): DesiredSignal[] => {
      // A sent document waits for the office, not for the customer.
      if (step.received || step.sent || !step.requested_at) return [];
      const requestedOn = wallClockOf(new Date(step.requested_at)).date;
      if (addDays(requestedOn, DOCUMENT_GRACE_DAYS) > facts.today) return [];
      return [
        {
          key: String(step.id),
          searchable_type: 'mortgage',
          searchable_id: mortgage.id,
          figures: { rule: 'document_request_open', document: step.name, requestedOn },
        },
      ];
    }),
  );
}

export function appointmentReminder(facts: SignalFacts): DesiredSignal[] {
  const tomorrow = addDays(facts.today, 1);
  return facts.appointments.flatMap((appointment): DesiredSignal[] => {
    const start = wallClockOf(appointment.startsAt);
    if (appointment.status === 'cancelled' || start.date !== tomorrow) return [];
    return [
      {
        key: `${appointment.id}:${start.date}`,
        searchable_type: 'appointment',
        searchable_id: appointment.id,
        figures: { rule: 'appointment_reminder', time: start.time, place: appointment.location, videoUrl: appointment.videoUrl },
      },
    ];
  });
}

export function retirementApproaching(facts: SignalFacts): DesiredSignal[] {
  return (['customer', 'partner'] as const).flatMap((person): DesiredSignal[] => {
    const born = facts.birthDates[person];
    if (!born) return [];
    const date = aowDate(born);
    if (!endsWithin(facts.today, date, RETIREMENT_WINDOW_MONTHS)) return [];
    return [{ key: `${person}:${date}`, searchable_type: 'customer', searchable_id: null, figures: { rule: 'retirement_approaching', person, aowDate: date } }];
  });
}
