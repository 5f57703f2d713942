/**
 * The step of the 5-step mortgage application stepper (core §4): 1 intake, 2 deliver documents,
 * 3 interest proposal, 4 lender assessment, 5 notary assessment. Earlier steps show a check.
 */
import type { components } from '../../generated/portal';
import { isDelivered } from './request-status';

type Mortgage = Pick<components['schemas']['Mortgage'], 'status' | 'progress'>;

export const APPLICATION_STEPS = ['intake', 'documents', 'proposal', 'lender', 'notary'] as const;
export type ApplicationStep = (typeof APPLICATION_STEPS)[number];

/** 16: documents with the bank for review. */
const LENDER_REVIEW = 16;
/** 17: documents to the notary; 18: appointment for closing (still the notary's part). */
const NOTARY_STATUSES = [17, 18];

/** The current step as a number from 1 to 5. */
export function applicationStep(mortgage: Mortgage): number {
  if (NOTARY_STATUSES.includes(mortgage.status)) return 5;
  if (mortgage.status === LENDER_REVIEW) return 4;
  const progress = mortgage.progress ?? [];
  if (progress.length === 0) return 1;
  return progress.every(isDelivered) ? 3 : 2;
}
