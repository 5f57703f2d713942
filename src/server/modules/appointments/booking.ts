// Booking a slot: every rule checked before the transaction, the slot's freedom checked again
// inside it with the resource locked, so two customers taking the last slot at once cannot both
// get it. Mails go out after the commit.
import { randomBytes } from 'node:crypto';
import { addDays, instantOf, isoWithOffset, parseAppointmentTime, wallClockOf } from '../../../lib/amsterdam-time';
import type { CustomerContext } from '../../contract/handlers';
import { HttpError } from '../../http-error';
import type { operations } from '../../../../generated/portal';
import type { Schemas } from '../types';
import { mailBooking } from './mail';
import { bookableType, offeredBy, officePlace, refuse, resourceHours } from './rules';
import { bookableSlots, bookingWindowProblem, overlapsBusy } from './slots';

const MINUTE_MS = 60_000;

/** POST /customer/appointment's body, as the contract declares it. */
export type BookingRequest = operations['postAppointment']['requestBody']['content']['application/json'];

export async function book(body: BookingRequest, context: CustomerContext, now: Date): Promise<number> {
  const { customer, office, tenant } = context;
  if (body.customer_id !== customer.customerId) throw new HttpError(403, 'forbidden', 'customer_id is not the signed-in customer');
  const start = parseAppointmentTime(body.time_start);
  const end = parseAppointmentTime(body.time_end);
  if (!start || !end) throw refuse('invalid_time_offset', 'Times must carry the Europe/Amsterdam offset of that moment (or the fixed +01:00)');
  if (end <= start) throw refuse('invalid_time_range', 'The end must lie after the start');
  const appointmentBook = office.appointmentBook();
  const type = bookableType(await appointmentBook.type(body.appointment_type_id));
  if (end.getTime() - start.getTime() !== type.duration * MINUTE_MS)
    throw refuse('invalid_time_range', `An appointment of this type lasts ${type.duration} minutes`);
  const resource = (await appointmentBook.resources()).find((row) => row.id === body.resource_id);
  if (!resource || !offeredBy(type, resource.id)) throw refuse('resource_not_available', 'This resource does not take this appointment type');
  const window = bookingWindowProblem(type, start, now);
  if (window) throw refuse(window, 'The time lies outside the period this type can be booked in');
  // On the offered grid within the resource's hours; busy times are left to the locked check.
  const { date } = wallClockOf(start);
  const offered = bookableSlots({ type, resources: [resourceHours(resource)], busy: [], firstDate: date, lastDate: date, now });
  if (!offered.some((slot) => slot.start.getTime() === start.getTime()))
    throw refuse('slot_outside_availability', 'The resource is not available at this time');

  const meeting =
    type.meeting === 'office'
      ? { event_type: 'office', location: officePlace(tenant), video_url: null }
      : { event_type: 'online', location: null, video_url: `https://meet.jit.si/${tenant.name}-${randomBytes(9).toString('hex')}` };
  const data: Omit<Schemas['Appointment'], 'id' | 'customer_id' | 'status' | 'cancellable'> = {
    appointment_type_id: type.id,
    resource_id: resource.id,
    time_start: isoWithOffset(start),
    time_end: isoWithOffset(end),
    summary: body.summary,
    description: body.description ?? null,
    ...meeting,
  };
  const blockedUntil = new Date(end.getTime() + (type.buffer ?? 0) * MINUTE_MS);
  const id = await appointmentBook.book(customer.customerId, { resourceId: resource.id, start, end, blockedUntil, data }, (busy) => {
    if (overlapsBusy(type, resource.id, start, end, busy)) throw refuse('slot_not_available', 'This time has just been taken');
  });
  await mailBooking(
    {
      id,
      start,
      end,
      typeName: type.name,
      resourceName: String(resource.data.name ?? ''),
      summary: body.summary,
      description: body.description ?? null,
      place: meeting.location ?? meeting.video_url ?? '',
    },
    context,
    now,
  );
  return id;
}

/** The Dutch dates of a request as instants: from the first date's midnight to the day after the last. */
export function dateRange(firstDate: string, lastDate: string): { from: Date; to: Date } {
  return { from: instantOf(firstDate, '00:00'), to: instantOf(addDays(lastDate, 1), '00:00') };
}
