/**
 * Where a requested document of a mortgage application stands (decision records 048 and 060). One
 * function decides, so the server's office answers, the open count it stores, the dashboard's card,
 * bar and stepper and the upload window never disagree.
 */
import type { components } from '../../generated/portal';

/** The flags the status is read from; a damage's requested item has no `completed`. */
interface Step {
  completed?: boolean;
  received: boolean;
  sent: boolean;
  refusal?: components['schemas']['ProgressStepRefusal'] | null;
}

export type RequestStatus = 'requested' | 'refused' | 'sent' | 'received' | 'completed';

export function requestStatus(step: Step): RequestStatus {
  if (step.completed) return 'completed';
  if (step.received) return 'received';
  if (step.sent) return 'sent';
  return step.refusal ? 'refused' : 'requested';
}

/** The office has it: what the counters, the bar and the stepper count as in. */
export const isDelivered = (step: Step): boolean => requestStatus(step) === 'received' || requestStatus(step) === 'completed';

/** Still the customer's to deliver: asked for, or refused and asked for again. */
export const isToDeliver = (step: Step): boolean => requestStatus(step) === 'requested' || requestStatus(step) === 'refused';

/** The count of requests the office does not have yet, as the mortgage's `openProgress` keeps it. */
export const openCount = (steps: readonly Step[]): number => steps.filter((step) => !isDelivered(step)).length;
