// Advisors through the office API: put by the office's own id with their weekly hours and
// absences, read, listed and deleted. An absence over a booked appointment keeps the booking and
// reports it; a delete is refused while bookings with the advisor are still to come (decision 043).
import { isDeepStrictEqual } from 'node:util';
import { HttpError, notFound } from '../../http-error';
import type { AdvisorRow, BookingRow } from '../../db/office-catalogue';
import type { OfficeHandlers } from '../types';
import { absencesOf, outsideHours, storedHours, weeklyOf } from './hours';

const answer = (row: AdvisorRow, bookings: readonly BookingRow[]) => ({
  office_ref: row.office_ref!,
  id: row.id,
  name: String(row.data.name ?? ''),
  weekly_hours: weeklyOf(row.hours),
  absences: absencesOf(row.hours),
  bookings_outside_hours: outsideHours(row.id, row.hours, bookings),
});

export const advisorHandlers = {
  listAdvisors: async (_input, { office, call }) => {
    const catalogue = office.catalogue();
    const rows = await catalogue.advisors();
    const bookings = await catalogue.bookingsAfter(
      rows.map((row) => row.id),
      call.at,
    );
    call.records.push(...rows.map((row) => `advisor:${row.id}`));
    return rows.map((row) => answer(row, bookings));
  },

  getAdvisor: async ({ params }, { office, call }) => {
    const catalogue = office.catalogue();
    const row = await catalogue.advisor(params.ref);
    if (!row) throw notFound();
    call.records.push(`advisor:${row.id}`);
    return answer(row, await catalogue.bookingsAfter([row.id], call.at));
  },

  putAdvisor: async ({ params, body }, { office, call }) => {
    const hours = storedHours(body.weekly_hours, body.absences);
    const data = { name: body.name };
    const row = await office.catalogue().write(
      () => ({ ...call, status: 200 }),
      async (catalogue) => {
        const stored = await catalogue.lockedAdvisor(params.ref);
        // The same body again writes nothing: the office's system may resend its whole catalogue.
        const id =
          stored && isDeepStrictEqual(stored.data, data) && isDeepStrictEqual(stored.hours, hours)
            ? stored.id
            : await catalogue.putAdvisor(params.ref, data, hours);
        call.records.push(`advisor:${id}`);
        return { id, office_ref: params.ref, data, hours };
      },
    );
    call.audited = true;
    return answer(row, await office.catalogue().bookingsAfter([row.id], call.at));
  },

  deleteAdvisor: async ({ params }, { office, call }) => {
    await office.catalogue().write(
      () => ({ ...call, status: 200 }),
      async (catalogue) => {
        const row = await catalogue.lockedAdvisor(params.ref);
        if (!row) throw notFound();
        const booked = await catalogue.bookingsAfter([row.id], call.at);
        if (booked.length) {
          throw new HttpError(
            409,
            'advisor_has_appointments',
            `The advisor has ${booked.length} appointments still to come`,
            booked.map((booking) => ({ field: `appointments.${booking.id}`, code: 'appointment_booked', message: booking.starts_at!.toISOString() })),
          );
        }
        call.records.push(`advisor:${row.id}`);
        await catalogue.deleteAdvisor(row.id);
      },
    );
    call.audited = true;
    return { success: true };
  },
} satisfies Partial<OfficeHandlers>;
