// The appointment calls of core §7. Slot times are sent as the Dutch wall-clock time with the
// real offset of that date (+02:00 in summer), which the server takes as the instant it names.
import { portalClient } from '../../../api/client';
import { readErrorBody } from '../../../api/api-error';
import { instantOf, isoWithOffset } from '../../../lib/amsterdam-time';
import { BookingFailed, bookableCatalogue, type Appointment, type BookableSlot, type BookInput, type Catalogue } from '../booking.machine';
import { weekRange } from '../appointment-time';

/** The office's appointment types (by category) and resources, as their two index calls answer. */
export function getTypesAndResources(signal?: AbortSignal) {
  return Promise.all([
    portalClient.GET('/customer/online_afspraken/appointment_type/index', { signal }),
    portalClient.GET('/customer/online_afspraken/resource/index', { signal }),
  ]);
}

export async function getCatalogue(signal?: AbortSignal): Promise<Catalogue> {
  const [types, resources] = await getTypesAndResources(signal);
  if (!types.data || !resources.data) throw new Error(`appointment catalogue answered ${types.response.status}/${resources.response.status}`);
  return bookableCatalogue(types.data, resources.data);
}

/** The bookable times of a type in the week `week` weeks after the current one. */
export async function getWeekSlots(typeId: number, week: number, now = new Date(), signal?: AbortSignal): Promise<BookableSlot[]> {
  const { monday, sunday } = weekRange(now, week);
  const { data, response } = await portalClient.POST('/customer/online_afspraken/bookable_time/by_appointment_type_and_start_date', {
    body: { start_date: monday, end_date: sunday, appointment_type_id: typeId },
    signal,
  });
  if (!data) throw new Error(`bookable times answered ${response.status}`);
  return data;
}

export async function postBooking(customerId: number, { type, slot, description }: BookInput, signal?: AbortSignal): Promise<Appointment> {
  const { data, response } = await portalClient.POST('/customer/online_afspraken/appointment', {
    body: {
      customer_id: customerId,
      appointment_type_id: type.id,
      resource_id: slot.resourceId,
      time_start: isoWithOffset(instantOf(slot.date, slot.startTime)),
      time_end: isoWithOffset(instantOf(slot.date, slot.endTime)),
      summary: type.name,
      description: description.trim() || null,
    },
    signal,
  });
  if (data) return data;
  const error = await readErrorBody(response);
  throw new BookingFailed(error?.code === 'slot_not_available' ? 'appointment_slot_taken' : 'send_appointment_error');
}

export async function cancelAppointment(id: number): Promise<void> {
  const { data, response } = await portalClient.DELETE('/customer/online_afspraken/appointment/{id}', { params: { path: { id } } });
  if (!data) throw new Error((await readErrorBody(response))?.code ?? `cancel answered ${response.status}`);
}
