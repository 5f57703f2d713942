// An advisor's hours between the office API's shape (weekday names, a list of absences) and the
// stored one (ISO weekdays, exceptions by date, decision record 012), and which booked
// appointments those hours no longer cover.
import type { components } from '../../../../generated/office';
import { instantOf, isoWithOffset, wallClockOf } from '../../../lib/amsterdam-time';
import type { BookingRow } from '../../db/office-catalogue';
import type { ResourceHoursJson } from '../../db/schema';
import { refused } from '../office';
import { resourceHours } from '../appointments/rules';
import { hoursOn } from '../appointments/slots';

type Schemas = components['schemas'];
type WeeklyHours = Schemas['Advisor']['weekly_hours'];
type DayHours = WeeklyHours['monday'];

/** The contract's weekday names in ISO order: index + 1 is the stored weekday. */
const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/** Refuses a day whose blocks end before they start, or overlap or come out of order. */
function checkDay(where: string, blocks: DayHours): void {
  blocks.forEach((block, index) => {
    if (block.from >= block.till) throw refused(`${where}[${index}]`, 'hours_invalid', 'must end after it starts');
    const next = blocks[index + 1];
    if (next && next.from < block.till) throw refused(`${where}[${index + 1}]`, 'hours_invalid', 'must start after the block before it ends');
  });
}

/** The stored hours of an advisor as sent, checked; dates in order, each once. */
export function storedHours(weekly: WeeklyHours, absences: Schemas['AdvisorInput']['absences']): ResourceHoursJson {
  weekdays.forEach((day) => checkDay(`body.weekly_hours.${day}`, weekly[day]));
  const exceptions: ResourceHoursJson['exceptions'] = {};
  const sorted = absences.map((absence, index) => ({ ...absence, index })).sort((a, b) => a.date.localeCompare(b.date) || a.index - b.index);
  for (const absence of sorted) {
    if (absence.date in exceptions) throw refused(`body.absences[${absence.index}].date`, 'absence_date_repeated', 'names a date listed before');
    checkDay(`body.absences[${absence.index}].hours`, absence.hours);
    exceptions[absence.date] = absence.hours.map(({ from, till }) => ({ from, till }));
  }
  const days = weekdays.map((day, index) => [String(index + 1), weekly[day].map(({ from, till }) => ({ from, till }))]);
  return { weekly: Object.fromEntries(days), exceptions };
}

export function weeklyOf(hours: ResourceHoursJson): WeeklyHours {
  return Object.fromEntries(weekdays.map((day, index) => [day, hours.weekly[String(index + 1)] ?? []])) as WeeklyHours;
}

export function absencesOf(hours: ResourceHoursJson): Schemas['Advisor']['absences'] {
  return Object.keys(hours.exceptions)
    .sort()
    .map((date) => ({ date, hours: hours.exceptions[date]! }));
}

/** The bookings that no block of the advisor's hours on their date holds from start to end. */
export function outsideHours(resourceId: number, hours: ResourceHoursJson, bookings: readonly BookingRow[]): Schemas['BookedAppointment'][] {
  const resource = resourceHours({ id: resourceId, hours });
  return bookings
    .filter((booking) => booking.resource_id === resourceId && booking.starts_at && booking.ends_at)
    .filter((booking) => {
      const { date } = wallClockOf(booking.starts_at!);
      return !hoursOn(resource, date).some((block) => instantOf(date, block.from) <= booking.starts_at! && booking.ends_at! <= instantOf(date, block.till));
    })
    .map((booking) => ({ appointment_id: booking.id, time_start: isoWithOffset(booking.starts_at!), time_end: isoWithOffset(booking.ends_at!) }));
}
