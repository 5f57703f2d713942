// When a delivery that was not taken is tried again (decision record 042): quickly at first, for a
// receiver that restarts, then further apart, for a day counted from `since`; the last try falls
// on the day's end, after which the delivery is failed and waits for an operator or the office.

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
export const RETRY_WINDOW_MS = 24 * HOUR;

/** The wait after the n-th failed try (the last one repeats). */
export const RETRY_DELAYS_MS = [5 * SECOND, 30 * SECOND, 2 * MINUTE, 5 * MINUTE, 15 * MINUTE, 30 * MINUTE, HOUR, 2 * HOUR, 4 * HOUR, 6 * HOUR, 8 * HOUR];

/** When to try again after `attempts` failed tries, or null when the day is over and it has failed. */
export function nextAttemptAt(since: Date, attempts: number, now: Date): Date | null {
  const end = since.getTime() + RETRY_WINDOW_MS;
  if (now.getTime() >= end) return null;
  const delay = RETRY_DELAYS_MS[Math.min(attempts, RETRY_DELAYS_MS.length) - 1] ?? RETRY_DELAYS_MS[0]!;
  return new Date(Math.min(now.getTime() + delay, end));
}

/** A due delivery, with the smallest event number still pending of its customer. */
export interface Candidate {
  id: number;
  tenant_id: number;
  customer_id: number | null;
  seq: number;
  first_pending: number;
}

/**
 * The due deliveries that may go now: a customer's events go in their order, so only the first one
 * still pending of each customer may go, and it waits while that one (due later or sent by another
 * instance) is not done.
 */
export function inCustomerOrder<T extends Candidate>(candidates: readonly T[]): T[] {
  const taken = new Set<string>();
  return candidates.filter((candidate) => {
    const customer = `${candidate.tenant_id}:${candidate.customer_id ?? ''}`;
    if (candidate.seq !== candidate.first_pending || taken.has(customer)) return false;
    taken.add(customer);
    return true;
  });
}
