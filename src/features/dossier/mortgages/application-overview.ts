/**
 * Where a mortgage application stands, on one screen (issue 40): the stepper's five steps (core §4)
 * with the date each was reached, what the customer still has to deliver and what the office,
 * the lender or the notary is doing. Read only from data the portal already has.
 */
import type { components } from '../../../../generated/portal';
import type { Offer } from '../api/offers-api';
import { APPLICATION_STEPS, applicationStep, type ApplicationStep } from '../../../lib/application-step';
import { isDelivered, isToDeliver, requestStatus } from '../../../lib/request-status';

type Mortgage = Pick<components['schemas']['Mortgage'], 'status' | 'progress' | 'datumAanvraag' | 'passeerdatum'>;
type ProgressStep = components['schemas']['ProgressStep'];

export interface OverviewStep {
  step: ApplicationStep;
  state: 'done' | 'current' | 'todo';
  /** When the step was reached; null when the portal has no date for it. */
  reached: string | null;
}

/** Something the customer still has to do, with the step it opens. */
export interface CustomerTodo {
  kind: 'upload' | 'upload_again';
  request: ProgressStep;
}

/** Who works on the application now, and on what. */
export type OtherParty = { kind: 'office_checks'; request: ProgressStep } | { kind: 'lender_reviews' | 'notary_prepares' | 'office_prepares' };

const earliest = (dates: readonly (string | null)[]): string | null =>
  dates.filter((date): date is string => !!date).reduce<string | null>((first, date) => (first === null || date < first ? date : first), null);

const latest = (dates: readonly (string | null)[]): string | null =>
  dates.filter((date): date is string => !!date).reduce<string | null>((last, date) => (last === null || date > last ? date : last), null);

/**
 * The date each step was reached, as far as the data tells: the application date, the first
 * request, the last document received. The stored data keeps no date of the lender's or the
 * notary's turn, so those show none rather than a guess.
 */
function reachedDates(mortgage: Mortgage): Record<ApplicationStep, string | null> {
  const progress = mortgage.progress ?? [];
  const delivered = progress.length > 0 && progress.every(isDelivered);
  return {
    intake: mortgage.datumAanvraag,
    documents: earliest(progress.map((step) => step.requested_at)),
    proposal: delivered ? latest(progress.map((step) => step.received_at)) : null,
    lender: null,
    notary: null,
  };
}

export function overviewSteps(mortgage: Mortgage): OverviewStep[] {
  const current = applicationStep(mortgage);
  const dates = reachedDates(mortgage);
  return APPLICATION_STEPS.map((step, index) => {
    const number = index + 1;
    const state = number < current ? 'done' : number === current ? 'current' : 'todo';
    return { step, state, reached: state === 'todo' ? null : dates[step] };
  });
}

const byNumber = (a: ProgressStep, b: ProgressStep) => (a.number ?? 0) - (b.number ?? 0);

/** The customer's to-dos: each document still to deliver, a refused one first as it was asked twice. */
export function customerTodos(mortgage: Mortgage): CustomerTodo[] {
  const open = [...(mortgage.progress ?? [])].filter(isToDeliver).sort(byNumber);
  return [
    ...open.filter((step) => step.refusal).map((request) => ({ kind: 'upload_again' as const, request })),
    ...open.filter((step) => !step.refusal).map((request) => ({ kind: 'upload' as const, request })),
  ];
}

/** The lender's offers on this mortgage the customer still has to sign: a to-do of its own, first. */
export const offersToSign = (offers: readonly Offer[], mortgageId: number): Offer[] =>
  offers.filter((offer) => offer.mortgage_id === mortgageId && offer.state === 'open' && !offer.signed_by_me);

/** 16: documents with the bank; 2, 3, 6, 7, 8: waiting on the lender's offer, valuation or acceptance. */
const LENDER_STATUSES = [2, 3, 6, 7, 8, 16];
/** 9, 17, 18: the notary prepares the closing. */
const NOTARY_STATUSES = [9, 17, 18];

/** What the office, the lender or the notary is doing: each delivered document the office checks, then the phase's party. */
export function otherParties(mortgage: Mortgage): OtherParty[] {
  const checks = [...(mortgage.progress ?? [])]
    .filter((step) => requestStatus(step) === 'sent')
    .sort(byNumber)
    .map((request) => ({ kind: 'office_checks' as const, request }));
  const phase = LENDER_STATUSES.includes(mortgage.status)
    ? 'lender_reviews'
    : NOTARY_STATUSES.includes(mortgage.status)
      ? 'notary_prepares'
      : 'office_prepares';
  return [...checks, { kind: phase }];
}
