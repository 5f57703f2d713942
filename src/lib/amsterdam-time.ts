/**
 * Europe/Amsterdam wall-clock time and the instants behind it. Appointments are chosen in Dutch
 * wall-clock time, stored as instants and sent with the offset of that moment (+01:00 in winter,
 * +02:00 in summer), so an appointment at 09:00 on a July day stays at 09:00 whenever it was
 * booked. Pure: the server and the portal share it; the rules come from the platform's time-zone
 * data (Intl), not from a hand-written DST calendar.
 */

export const OFFICE_TIME_ZONE = 'Europe/Amsterdam';

const MINUTE_MS = 60_000;

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: OFFICE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

export interface WallClock {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM */
  time: string;
  /** Minutes east of UTC at that moment: 60 in winter, 120 in summer. */
  offsetMinutes: number;
}

/** Today's date in the Netherlands (YYYY-MM-DD): a UTC date is yesterday's between midnight and 01:00 or 02:00. */
export const dutchToday = (): string => wallClockOf(new Date()).date;

/** The Dutch wall-clock date, time and offset of an instant. */
export function wallClockOf(instant: Date): WallClock {
  const field = Object.fromEntries(parts.formatToParts(instant).map((part) => [part.type, part.value]));
  const date = `${field.year}-${field.month}-${field.day}`;
  const time = `${field.hour}:${field.minute}`;
  const asUtc = Date.UTC(Number(field.year), Number(field.month) - 1, Number(field.day), Number(field.hour), Number(field.minute), Number(field.second));
  const offsetMinutes = Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / MINUTE_MS);
  return { date, time, offsetMinutes };
}

/** The offsets (in minutes) a wall-clock time may have: one, two at the autumn change, its neighbour's in the spring gap. */
function candidateOffsets(date: string, time: string): number[] {
  const naive = Date.parse(`${date}T${time}:00Z`);
  return [60, 120].filter((offset) => {
    const clock = wallClockOf(new Date(naive - offset * MINUTE_MS));
    return clock.date === date && clock.time === time;
  });
}

/**
 * The instant of a Dutch wall-clock time. In the autumn hour that happens twice the first (summer)
 * one is meant; a time in the spring gap (02:00–03:00 on the last Sunday of March) does not exist
 * and moves on by the hour the clocks skip (02:30 becomes 03:30).
 */
export function instantOf(date: string, time: string): Date {
  const naive = Date.parse(`${date}T${time}:00Z`);
  const offsets = candidateOffsets(date, time);
  const offset = offsets.length ? Math.max(...offsets) : 60;
  return new Date(naive - offset * MINUTE_MS);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** ISO 8601 with the real Dutch offset of that moment, e.g. 2027-06-15T09:00:00+02:00. */
export function isoWithOffset(instant: Date): string {
  const { date, time, offsetMinutes } = wallClockOf(instant);
  const seconds = pad(new Date(instant.getTime()).getUTCSeconds());
  return `${date}T${time}:${seconds}+${pad(Math.floor(offsetMinutes / 60))}:${pad(offsetMinutes % 60)}`;
}

const APPOINTMENT_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}):00\+(01|02):00$/;

/**
 * An appointment time as a client sent it. The real offset of that wall-clock time is an
 * instant; the fixed +01:00 that older clients send all year is read as the wall-clock time the
 * customer chose (in summer that is the +02:00 instant). Anything else (a +02:00 in winter,
 * seconds, another zone) answers null.
 */
export function parseAppointmentTime(value: string): Date | null {
  const match = APPOINTMENT_TIME.exec(value);
  if (!match) return null;
  const [, date, time, hours] = match as unknown as [string, string, string, string];
  const offset = Number(hours) * 60;
  const offsets = candidateOffsets(date, time);
  if (offsets.includes(offset)) return new Date(Date.parse(`${date}T${time}:00Z`) - offset * MINUTE_MS);
  if (offset === 60 && offsets.length > 0) return instantOf(date, time);
  return null;
}

/** A YYYY-MM-DD date moved by whole calendar days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** ISO weekday of a YYYY-MM-DD date: 1 = Monday … 7 = Sunday. */
export function weekdayOf(date: string): number {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The Monday of the week a date lies in, moved by whole weeks (the booking's week picker). */
export function mondayOf(date: string, weeks = 0): string {
  return addDays(date, 1 - weekdayOf(date) + weeks * 7);
}
