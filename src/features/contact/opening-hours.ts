/**
 * Opening hours as the contact screen lists them (advice §2): per weekday the slots as HH:MM
 * ranges (the first 5 characters of what the office stores), and the deviating dates to come.
 */
import type { Office } from '../../ui/contact/office';

export const WEEK_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

const range = (from: string, till: string) => `${from.slice(0, 5)}–${till.slice(0, 5)}`;

/** Each weekday with its ranges; an empty list is a closed day. */
export function weekHours(office: Pick<Office, 'default_hours'>): { day: WeekDay; ranges: string[] }[] {
  return WEEK_DAYS.map((day) => ({
    day,
    ranges: office.default_hours[day].flatMap((slot) => (slot.open && slot.from && slot.till ? [range(slot.from, slot.till)] : [])),
  }));
}

/** Deviating dates from `today` (YYYY-MM-DD) on, in date order, each with its ranges (none: closed). */
export function upcomingHours(office: Pick<Office, 'upcoming_hours'>, today: string): { date: string; ranges: string[] }[] {
  return Object.entries(office.upcoming_hours)
    .filter(([date]) => date >= today)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, ranges]) => ({ date, ranges: ranges.map((slot) => range(slot.from, slot.till)) }));
}
