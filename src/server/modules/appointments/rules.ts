// What a booking and a cancellation must satisfy, and how a stored appointment is answered.
import { isoWithOffset } from '../../../lib/amsterdam-time';
import type { AppointmentRow } from '../../db/appointment-book';
import type { ResourceHoursJson } from '../../db/schema';
import { HttpError } from '../../http-error';
import type { TenantRow } from '../../tenants';
import type { Schemas } from '../types';
import type { BookableType, ResourceHours } from './slots';

const HOUR_MS = 60 * 60 * 1000;
/** Cancelling online ends this many hours before the start unless the office sets its own window. */
export const DEFAULT_CANCELLATION_HOURS = 24;

export const refuse = (code: string, message: string) => new HttpError(400, code, message);

/** Every appointment call answers 403 when the office has not switched online appointments on. */
export function requireOnlineAppointments(tenant: TenantRow) {
  if (tenant.settings.online_afspraken_enabled !== true) {
    throw new HttpError(403, 'online_afspraken_disabled', 'This office does not offer online appointments');
  }
}

export function cancellationHours(tenant: TenantRow): number {
  const hours = tenant.settings.appointment_cancellation_hours;
  return typeof hours === 'number' && hours >= 0 ? hours : DEFAULT_CANCELLATION_HOURS;
}

/** A stored type the customer may book (canBeBookedByConsumer exactly 1: 2 means office only). */
export function bookableType(
  row: { id: number; data: Record<string, unknown> } | undefined,
): BookableType & { name: string; resourceIds: number[] | null; meeting: string } {
  const data = row?.data;
  if (!row || !data || data.canBeBookedByConsumer !== 1 || typeof data.duration !== 'number') {
    throw refuse('appointment_type_not_bookable', 'This appointment type cannot be booked online');
  }
  const minutes = (value: unknown) => (typeof value === 'number' ? value : null);
  return {
    id: row.id,
    name: String(data.name ?? ''),
    duration: data.duration,
    buffer: minutes(data.buffer),
    minTimeBeforeAppointment: minutes(data.minTimeBeforeAppointment),
    maxTimeBeforeAppointment: minutes(data.maxTimeBeforeAppointment),
    // A type put through the office API lists its advisors; a seeded one names one or none (anyone).
    resourceIds: Array.isArray(data.resourceIds)
      ? data.resourceIds.filter((id): id is number => typeof id === 'number')
      : resourceList(minutes(data.resourceId)),
    meeting: data.meeting === 'office' ? 'office' : 'online',
  };
}

const resourceList = (id: number | null) => (id === null ? null : [id]);

/** Whether the type is offered by the resource: by any when it names none. */
export const offeredBy = (type: { resourceIds: number[] | null }, resourceId: number) => type.resourceIds === null || type.resourceIds.includes(resourceId);

export function resourceHours(row: { id: number; hours: ResourceHoursJson }): ResourceHours {
  return { resourceId: row.id, weekly: row.hours.weekly ?? {}, exceptions: row.hours.exceptions ?? {} };
}

/** Why the customer may not cancel the appointment now, or null. */
export function cancelProblem(row: Pick<AppointmentRow, 'status' | 'starts_at'>, now: Date, windowHours: number): string | null {
  if (row.status === 'cancelled') return 'appointment_already_cancelled';
  if (!row.starts_at || row.starts_at.getTime() <= now.getTime()) return 'appointment_in_past';
  if (row.starts_at.getTime() - now.getTime() < windowHours * HOUR_MS) return 'appointment_cancel_window_passed';
  return null;
}

export function toAppointment(row: AppointmentRow, customerId: number, now: Date, windowHours: number): Schemas['Appointment'] {
  const data = row.data;
  const ended = row.ends_at !== null && row.ends_at.getTime() <= now.getTime();
  const status = row.status === 'cancelled' ? 'cancelled' : ended ? 'finished' : row.status;
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    id: row.id,
    customer_id: customerId,
    appointment_type_id: Number(data.appointment_type_id),
    resource_id: row.resource_id ?? Number(data.resource_id),
    time_start: row.starts_at ? isoWithOffset(row.starts_at) : String(data.time_start),
    time_end: row.ends_at ? isoWithOffset(row.ends_at) : String(data.time_end),
    description: text(data.description),
    summary: text(data.summary),
    event_type: text(data.event_type),
    status,
    cancellable: cancelProblem(row, now, windowHours) === null,
    location: text(data.location),
    video_url: text(data.video_url),
  };
}

/** The office's first branch as one address line, where office appointments take place. */
export function officePlace(tenant: TenantRow): string | null {
  const [office] = (tenant.settings.offices as Record<string, unknown>[] | undefined) ?? [];
  if (!office) return null;
  const street = [office.street_name, office.house_number, office.house_number_addition]
    .filter((part) => part !== null && part !== undefined && part !== '')
    .join(' ');
  return [office.name, street, [office.postcode, office.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}
