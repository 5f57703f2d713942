import type { Appointment } from './booking.machine';

/**
 * What an appointment is called in headings and dialogs: its type's name, else the summary the
 * office gave it, else the plain word for an appointment (`kind`), so a heading is never empty.
 */
export function appointmentTitle(appointment: Pick<Appointment, 'summary'>, typeName: string | null, kind: string): string {
  return typeName ?? appointment.summary ?? kind;
}
