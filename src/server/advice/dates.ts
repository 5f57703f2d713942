// Calendar arithmetic on YYYY-MM-DD strings in UTC, so the engine gives the same answer on every
// machine and in every time zone.
import { aowAge } from '../../lib/advice/rules/2026';

const parse = (date: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};
const format = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);

export function addMonths(date: string, months: number): string {
  const { year, month, day } = parse(date);
  const target = new Date(Date.UTC(year, month - 1 + Math.round(months), 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  return format(target.getUTCFullYear(), target.getUTCMonth() + 1, Math.min(day, lastDay));
}

/** Whole months from `from` to `to`; negative durations clamp to zero (advice §5). */
export function monthsBetween(from: string, to: string): number {
  const a = parse(from);
  const b = parse(to);
  const months = (b.year - a.year) * 12 + (b.month - a.month) - (b.day < a.day ? 1 : 0);
  return Math.max(0, months);
}

/** The first day of the month after `date`: the moment a scenario takes effect. */
export function nextMonthStart(date: string): string {
  const { year, month } = parse(date);
  return format(year, month + 1, 1);
}

/** AOW date: 67 years, plus 3 months for whoever turns 67 in 2028 or later. */
export function aowDate(dateOfBirth: string): string {
  const { year } = parse(dateOfBirth);
  const turns67 = year + aowAge.baseYears;
  const extra = turns67 >= aowAge.firstYearWithExtra ? aowAge.extraMonthsFrom2028 : 0;
  return addMonths(dateOfBirth, aowAge.baseYears * 12 + extra);
}
