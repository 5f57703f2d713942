// How long a lender's offer stays valid (issue 40): its validity date (`datumGeldigheidOfferte`) is a
// Dutch calendar date, valid through that whole day in the Netherlands.
import { wallClockOf } from './amsterdam-time';

const DAY_MS = 86_400_000;

/** Days from the Dutch date of `now` to `validUntil`: 0 on the last day, negative once it passed. */
export function daysLeft(validUntil: string, now: Date): number {
  const today = wallClockOf(now).date;
  return Math.round((Date.parse(`${validUntil}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

export const isExpired = (validUntil: string, now: Date): boolean => daysLeft(validUntil, now) < 0;
