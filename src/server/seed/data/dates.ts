// Dates of the demo data, relative to the moment the data is loaded (the seed runs right after),
// so "three days ago" stays three days ago on every fresh seed. Dates are YYYY-MM-DD; moments
// are ISO 8601 with the fixed Dutch winter offset +01:00, as the contract's examples write them.

const DAY_MS = 24 * 60 * 60 * 1000;
const OFFSET_MS = 60 * 60 * 1000;

/** The moment the demo data was made. */
export const seededAt = new Date();

/** A Date as YYYY-MM-DD in the Netherlands (+01:00). */
export function dateOf(moment: Date): string {
  return new Date(moment.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** A Date as ISO 8601 with +01:00, e.g. 2026-11-21T09:30:00+01:00. */
export function isoOf(moment: Date): string {
  return `${new Date(moment.getTime() + OFFSET_MS).toISOString().slice(0, 19)}+01:00`;
}

/** The date n days before the seed (YYYY-MM-DD). */
export function daysAgo(days: number): string {
  return dateOf(new Date(seededAt.getTime() - days * DAY_MS));
}

/** The date n days after the seed (YYYY-MM-DD). */
export function inDays(days: number): string {
  return daysAgo(-days);
}

/** The moment n days before the seed, at a time of day (HH:MM, Dutch time) or at the seed's own time. */
export function isoDaysAgo(days: number, time?: string): string {
  if (!time) return isoOf(new Date(seededAt.getTime() - days * DAY_MS));
  return `${daysAgo(days)}T${time}:00+01:00`;
}

/** The moment n days after the seed at a time of day (HH:MM, Dutch time). */
export function isoInDays(days: number, time: string): string {
  return isoDaysAgo(-days, time);
}

/** The moment n hours before the seed. */
export function isoHoursAgo(hours: number): string {
  return isoOf(new Date(seededAt.getTime() - hours * OFFSET_MS));
}

/** The date n whole months before the seed, on a given day of the month (default 1). */
export function monthsAgo(months: number, day = 1): string {
  const today = new Date(seededAt.getTime() + OFFSET_MS);
  const moment = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - months, day));
  return moment.toISOString().slice(0, 10);
}

/** The date n whole months after the seed, on a given day of the month (default 1). */
export function inMonths(months: number, day = 1): string {
  return monthsAgo(-months, day);
}

/** A YYYY-MM-DD date moved by whole months (the day of the month is kept). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1 + months, day)).toISOString().slice(0, 10);
}

/** Whole calendar months from the seed (or `from`) to a YYYY-MM-DD date; negative when it lies in the past. */
export function monthsFromSeed(date: string, from: Date = seededAt): number {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const today = new Date(from.getTime() + OFFSET_MS);
  return (year - today.getUTCFullYear()) * 12 + (month - 1 - today.getUTCMonth());
}

/** Whole months from the seed to a YYYY-MM-DD date; 0 when it lies in the past. */
export function monthsUntil(date: string, from: Date = seededAt): number {
  return Math.max(0, monthsFromSeed(date, from));
}

/** Whole months from a YYYY-MM-DD date to the seed; 0 when it lies in the future. */
export function monthsSince(date: string, from: Date = seededAt): number {
  return Math.max(0, -monthsFromSeed(date, from));
}

/** Age in whole years on the seed date of someone born on a YYYY-MM-DD date. */
export function ageOn(dateOfBirth: string): number {
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const today = new Date(seededAt.getTime() + OFFSET_MS);
  const birthdayPassed = today.getUTCMonth() + 1 > month || (today.getUTCMonth() + 1 === month && today.getUTCDate() >= day);
  return today.getUTCFullYear() - year - (birthdayPassed ? 0 : 1);
}

/** The state pension (AOW) date of someone born on a date: 67 years and 3 months later. */
export function aowDate(dateOfBirth: string): string {
  return addMonths(dateOfBirth, 67 * 12 + 3);
}

/** The first weekday (Mon–Fri) at least n days after the seed (YYYY-MM-DD). */
export function weekdayInDays(days: number): string {
  for (let offset = days; ; offset++) {
    const weekday = new Date(`${inDays(offset)}T12:00:00Z`).getUTCDay();
    if (weekday >= 1 && weekday <= 5) return inDays(offset);
  }
}
