// How appointment times read in the portal: always Dutch wall-clock time (the office's), whatever
// zone the customer's device is in, so 09:00 on a July day reads 09:00 in winter and abroad.
import { addDays, mondayOf, wallClockOf } from '../../lib/amsterdam-time';
import type { Appointment } from './booking.machine';

export interface AppointmentTimes {
  /** YYYY-MM-DD in the Netherlands. */
  date: string;
  from: string;
  till: string;
}

export function timesOf(appointment: Pick<Appointment, 'time_start' | 'time_end'>): AppointmentTimes {
  const start = wallClockOf(new Date(appointment.time_start));
  return { date: start.date, from: start.time, till: wallClockOf(new Date(appointment.time_end)).time };
}

/** The Monday and Sunday of the week `week` weeks after the current Dutch week. */
export function weekRange(now: Date, week: number): { monday: string; sunday: string } {
  const monday = mondayOf(wallClockOf(now).date, week);
  return { monday, sunday: addDays(monday, 6) };
}

/**
 * Upcoming (not over, not cancelled) soonest first; cancelled ones, whenever they were for, in a
 * group of their own, most recent first; the rest (over) most recent first.
 */
export function splitAppointments(appointments: readonly Appointment[], now: Date): { upcoming: Appointment[]; cancelled: Appointment[]; past: Appointment[] } {
  const cancelled = (appointment: Appointment) => appointment.status === 'cancelled';
  const isUpcoming = (appointment: Appointment) => !cancelled(appointment) && Date.parse(appointment.time_end) > now.getTime();
  const byStart = (a: Appointment, b: Appointment) => Date.parse(a.time_start) - Date.parse(b.time_start);
  return {
    upcoming: appointments.filter(isUpcoming).sort(byStart),
    cancelled: appointments.filter(cancelled).sort((a, b) => byStart(b, a)),
    past: appointments.filter((appointment) => !cancelled(appointment) && !isUpcoming(appointment)).sort((a, b) => byStart(b, a)),
  };
}
