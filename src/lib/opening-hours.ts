/**
 * Whether an office is open at a moment (core §2 open-now badge; advice §2 contact). Hours are
 * wall-clock times in Amsterdam, so the moment is converted there first: a browser elsewhere, or
 * the hour that disappears or repeats when daylight saving time changes, must not shift the answer.
 * A date in `upcoming_hours` (holidays, late evenings) replaces that weekday's default hours.
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { components } from '../../generated/portal';
import { OFFICE_TIME_ZONE } from './amsterdam-time';

dayjs.extend(utc);
dayjs.extend(timezone);

type Office = Pick<components['schemas']['Office'], 'default_hours' | 'upcoming_hours'>;
type WeekDay = keyof components['schemas']['WeekHours'];

const WEEK_DAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const satisfies readonly WeekDay[];

interface Range {
  from: string;
  till: string;
}

/** The ranges that apply on `date` (YYYY-MM-DD) falling on `weekDay`. */
function rangesOn(office: Office, date: string, weekDay: WeekDay): Range[] {
  const special = office.upcoming_hours[date];
  if (special) return special;
  return office.default_hours[weekDay].flatMap((slot) => (slot.open && slot.from && slot.till ? [{ from: slot.from, till: slot.till }] : []));
}

/** Open when the Amsterdam wall-clock time lies in one of the day's ranges (from inclusive, till exclusive). */
export function isOfficeOpen(office: Office, moment: Date): boolean {
  const local = dayjs(moment).tz(OFFICE_TIME_ZONE);
  const clock = local.format('HH:mm');
  // HH:MM texts compare correctly as strings; a till of 24:00 or more closes at midnight.
  return rangesOn(office, local.format('YYYY-MM-DD'), WEEK_DAYS[local.day() as 0 | 1 | 2 | 3 | 4 | 5 | 6]).some((range) => range.from.slice(0, 5) <= clock && clock < range.till.slice(0, 5));
}

/** Open when any of the offices is. */
export function isAnyOfficeOpen(offices: readonly Office[], moment: Date): boolean {
  return offices.some((office) => isOfficeOpen(office, moment));
}
