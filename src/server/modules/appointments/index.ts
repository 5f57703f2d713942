// Online appointments: the office's catalogue, bookable times computed from the resources' hours,
// and the customer's own appointments (book, list, cancel). Every call needs the office's switch.
import { HttpError, notFound } from '../../http-error';
import { withId } from '../records';
import type { PortalHandlers, Schemas } from '../types';
import { book, dateRange } from './booking';
import { mailCancellation } from './mail';
import { bookableType, cancellationHours, cancelProblem, offeredBy, refuse, requireOnlineAppointments, resourceHours, toAppointment } from './rules';
import { bookableSlots } from './slots';
import { addDays, wallClockOf } from '../../../lib/amsterdam-time';

/** The portal asks one week at a time; a longer range is refused rather than computed. */
const MAX_RANGE_DAYS = 42;

export const appointmentHandlers = {
  getAppointments: async (_input, { customer, office, tenant, config }) => {
    requireOnlineAppointments(tenant);
    const now = config.clock();
    const rows = await office.appointmentBook().customerAppointments(customer.customerId);
    return rows.map((row) => toAppointment(row, customer.customerId, now, cancellationHours(tenant)));
  },
  getAppointmentTypes: async (_input, { office, tenant }) => {
    requireOnlineAppointments(tenant);
    const types = await office.appointmentTypes();
    return (await office.appointmentCategories()).map((category) =>
      withId<Schemas['AppointmentCategory']>(category, {
        types: types.filter((type) => type.category_id === category.id).map((type) => withId(type, { category: category.data.name ?? null })),
      }),
    );
  },
  getAppointmentResources: async (_input, { office, tenant }) => {
    requireOnlineAppointments(tenant);
    return (await office.appointmentResources()).map((row) => withId<Schemas['AppointmentResource']>(row));
  },
  postBookableTimes: async ({ body }, { office, tenant, config }) => {
    requireOnlineAppointments(tenant);
    if (body.end_date < body.start_date || body.end_date > addDays(body.start_date, MAX_RANGE_DAYS)) {
      throw refuse('invalid_date_range', `end_date must lie from start_date to ${MAX_RANGE_DAYS} days after it`);
    }
    const appointmentBook = office.appointmentBook();
    const type = bookableType(await appointmentBook.type(body.appointment_type_id));
    const resources = (await appointmentBook.resources()).filter((row) => offeredBy(type, row.id));
    const { from, to } = dateRange(body.start_date, body.end_date);
    const busy = await appointmentBook.busy(
      resources.map((row) => row.id),
      from,
      to,
    );
    const slots = bookableSlots({
      type,
      resources: resources.map(resourceHours),
      busy,
      firstDate: body.start_date,
      lastDate: body.end_date,
      now: config.clock(),
    });
    return slots.map((slot) => ({
      date: wallClockOf(slot.start).date,
      startTime: wallClockOf(slot.start).time,
      endTime: wallClockOf(slot.end).time,
      appointmentTypeId: type.id,
      resourceId: slot.resourceId,
    }));
  },
  postAppointment: async ({ body }, context) => {
    requireOnlineAppointments(context.tenant);
    const now = context.config.clock();
    const id = await book(body, context, now);
    const row = await context.office.appointmentBook().customerAppointment(context.customer.customerId, id);
    if (!row) throw new HttpError(500, 'send_appointment_error', 'The booked appointment could not be read back');
    await context.customer.recordEvent({ type: 'appointment.booked', record: id, data: { appointment_type_id: body.appointment_type_id } }, now);
    return toAppointment(row, context.customer.customerId, now, cancellationHours(context.tenant));
  },
  deleteAppointment: async ({ params }, context) => {
    const { customer, office, tenant } = context;
    requireOnlineAppointments(tenant);
    const now = context.config.clock();
    const appointmentBook = office.appointmentBook();
    const row = await appointmentBook.cancel(customer.customerId, params.id, now, (current) => {
      const problem = cancelProblem(current, now, cancellationHours(tenant));
      if (problem) throw refuse(problem, 'This appointment can no longer be cancelled online');
    });
    if (!row) throw notFound();
    await customer.recordEvent({ type: 'appointment.cancelled', record: row.id }, context.config.clock());
    const type = await appointmentBook.type(Number(row.data.appointment_type_id));
    await mailCancellation({ start: row.starts_at!, end: row.ends_at!, typeName: String(type?.data.name ?? row.data.summary ?? '') }, context);
    return { success: true };
  },
} satisfies Partial<PortalHandlers>;
