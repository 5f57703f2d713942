// Online appointments: the office's catalogue, free slots, and the customer's appointments.
import { notImplemented } from '../../contract/handlers';
import { fromRows, withId } from '../records';
import type { PortalHandlers, Schemas } from '../types';

/** Slot times are exchanged in a fixed +01:00 offset (core §7). */
const OFFSET_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const local = (moment: Date) => new Date(moment.getTime() + OFFSET_MS).toISOString();

export const appointmentHandlers = {
  getAppointments: async (_input, { customer }) => fromRows<Schemas['Appointment']>(await customer.records('appointments'), customer.customerId),
  getAppointmentTypes: async (_input, { office }) => {
    const types = await office.appointmentTypes();
    return (await office.appointmentCategories()).map((category) =>
      withId<Schemas['AppointmentCategory']>(category, {
        types: types.filter((type) => type.category_id === category.id).map((type) => withId(type, { category: category.data.name ?? null })),
      }),
    );
  },
  getAppointmentResources: async (_input, { office }) =>
    (await office.appointmentResources()).map((row) => withId<Schemas['AppointmentResource']>(row)),
  postBookableTimes: async ({ body }, { office }) => {
    const from = new Date(`${body.start_date}T00:00:00+01:00`);
    const to = new Date(new Date(`${body.end_date}T00:00:00+01:00`).getTime() + DAY_MS);
    return (await office.slots(body.appointment_type_id, from, to)).map((slot) => ({
      date: local(slot.starts_at).slice(0, 10),
      startTime: local(slot.starts_at).slice(11, 16),
      endTime: local(slot.ends_at).slice(11, 16),
      appointmentTypeId: slot.appointment_type_id,
      resourceId: slot.resource_id,
    }));
  },
  postAppointment: notImplemented,
  deleteAppointment: notImplemented,
} satisfies Partial<PortalHandlers>;
