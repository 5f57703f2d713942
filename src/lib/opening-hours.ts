/**
 * Whether an office is open at a moment (core §2 open-now badge; advice §2 contact). Hours are
 * wall-clock times in Amsterdam, so the moment is converted there first: a browser elsewhere, or
 * the hour that disappears or repeats when daylight saving time changes, must not shift the answer.
 * A date in `upcoming_hours` (holidays, late evenings) replaces that weekday's default hours.
 */
import type { components } from '../../generated/portal';
import { wallClockOf } from './amsterdam-time';

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
// Through amsterdam-time.ts's one formatter: dayjs's time-zone plugin made a new one at every call,
// and the dashboard's open-now badge took tens of milliseconds of a slow phone's first seconds.
export function isOfficeOpen(office: Office, moment: Date): boolean {
  const { date, time } = wallClockOf(moment);
  const weekDay = WEEK_DAYS[new Date(`${date}T00:00:00Z`).getUTCDay() as 0 | 1 | 2 | 3 | 4 | 5 | 6];
  // HH:MM texts compare correctly as strings; a till of 24:00 or more closes at midnight.
  return rangesOn(office, date, weekDay).some((range) => range.from.slice(0, 5) <= time && time < range.till.slice(0, 5));
}

/** Open when any of the offices is. */
export function isAnyOfficeOpen(offices: readonly Office[], moment: Date): boolean {
  return offices.some((office) => isOfficeOpen(office, moment));
}
