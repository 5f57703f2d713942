// The requested documents of Jan's mortgage applications, as core's progress steps.
import { isoDaysAgo } from '../../dates';
import { nestedId } from '../../ids';

export const step = (mortgageId: number, number: number, name: string, received: boolean, sent: boolean, comment: string | null, requestedDaysAgo: number, doneDaysAgo: number | null) => ({
  id: nestedId(mortgageId, 10 + number),
  mortgage_id: mortgageId,
  number,
  name,
  comment,
  status_description: received ? 'Ontvangen' : sent ? 'Verstuurd, wordt beoordeeld' : 'Nog aanleveren',
  completed: received,
  received,
  sent: sent || received,
  requested_at: isoDaysAgo(requestedDaysAgo, '10:15'),
  received_at: received && doneDaysAgo !== null ? isoDaysAgo(doneDaysAgo, '16:40') : null,
  sent_at: (sent || received) && doneDaysAgo !== null ? isoDaysAgo(doneDaysAgo + 1, '21:05') : null,
  updated_at: isoDaysAgo(doneDaysAgo ?? requestedDaysAgo, '16:40'),
});

/**
 * The purchase contract Jan sent first lacked its appendices: the office refused it (decision
 * record 060), so it is his to deliver again, with the reason and the history to show.
 */
export function refused(open: ReturnType<typeof step>) {
  const versionAt = isoDaysAgo(5, '20:12');
  const refusedAt = isoDaysAgo(3, '11:30');
  const reason = 'De bijlagen en de lijst van zaken ontbreken, en de handtekening van de verkoper staat er nog niet op.';
  return {
    ...open,
    status_description: null,
    updated_at: refusedAt,
    refusal: { reason_code: 'incomplete' as const, reason, refused_at: refusedAt, refused_by: 'Mark van Dijk' },
    history: [
      { kind: 'version' as const, at: versionAt, by: 'customer' as const, who: null, document_id: null, name: 'Koopovereenkomst zonder bijlagen', reason_code: null, reason: null },
      { kind: 'refused' as const, at: refusedAt, by: 'office' as const, who: 'Mark van Dijk', document_id: null, name: null, reason_code: 'incomplete' as const, reason },
    ],
  };
}

