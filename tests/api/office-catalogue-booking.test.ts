// What the office API puts in the catalogue is what customers book (issue 37, decision 043): an
// advisor and a type put through /office/v1 are offered and booked through the portal's own
// appointment calls, signed in as the demo customer; an absence takes the advisor's times away
// and keeps the booking it covers, reported to the office; the advisor cannot be deleted while
// that booking is still to come.
import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/lib/amsterdam-time';
import { demoLogins } from './helper';
import { advisorBody, mondayAhead, typeBody, useCatalogue, type Json } from './office-catalogue-harness';
import { at } from './appointments-harness';

const { server, office, put, portal, slots, errorOf } = useCatalogue();
const monday = mondayAhead(4);
const friday = addDays(monday, 4);

describe('an advisor and a type put through the office API', () => {
  it('are bookable by a customer, an absence removes the times, and a booked advisor is kept', async () => {
    const advisor = await put('/advisors/ADV-BOOK', advisorBody('Noor Visser'));
    const other = await put('/advisors/ADV-OTHER', advisorBody('Bas Visser'));
    await put('/appointment-categories/CAT-BOOK', { name: 'Pensioen' });
    const type = await put('/appointment-types/AT-BOOK', typeBody('CAT-BOOK', ['ADV-BOOK']));

    // The portal's catalogue shows the type in its category, with the advisor who offers it.
    const categories = (await portal('GET', '/appointment_type/index')).json<{ name: string; types: Json[] }[]>();
    const offered = categories.find((category) => category.name === 'Pensioen')?.types.find((entry) => entry.id === type.id);
    expect(offered).toMatchObject({ name: 'Pensioengesprek', duration: 60, canBeBookedByConsumer: 1, resourceId: advisor.id, category: 'Pensioen' });
    expect((await portal('GET', '/resource/index')).json()).toContainEqual({ id: advisor.id, name: 'Noor Visser' });

    // Mornings 09:00–12:00 on weekdays, an hour each on the half-hour grid: 09:00, 09:30 … 11:00.
    const week = await slots(type.id as number, monday, friday);
    expect(new Set(week.map((slot) => slot.resourceId))).toEqual(new Set([advisor.id]));
    expect(week.filter((slot) => slot.date === monday).map((slot) => slot.startTime)).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00']);
    expect(week.map((slot) => slot.resourceId)).not.toContain(other.id);

    const jan = await server.database.db.selectFrom('customers').select('id').where('username', '=', demoLogins.vandijk.username).executeTakeFirstOrThrow();
    const booked = await portal('POST', '/appointment', {
      customer_id: jan.id,
      appointment_type_id: type.id,
      resource_id: advisor.id,
      time_start: at(monday, '10:00'),
      time_end: at(monday, '11:00'),
      summary: 'Pensioengesprek',
      description: null,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const appointment = booked.json<{ id: number; event_type: string; video_url: string | null }>();
    expect(appointment).toMatchObject({ event_type: 'online', video_url: expect.stringMatching(/^https:\/\//) });
    // Booked with another advisor than the type's: refused.
    const elsewhere = await portal('POST', '/appointment', {
      customer_id: jan.id,
      appointment_type_id: type.id,
      resource_id: other.id,
      time_start: at(friday, '09:00'),
      time_end: at(friday, '10:00'),
      summary: 'Pensioengesprek',
    });
    expect(errorOf(elsewhere).code).toBe('resource_not_available');

    // Away on Monday: no times that day, the rest of the week as before; the booking is kept and reported.
    const away = await put('/advisors/ADV-BOOK', advisorBody('Noor Visser', { absences: [{ date: monday, hours: [] }] }));
    const reported = { appointment_id: appointment.id, time_start: at(monday, '10:00'), time_end: at(monday, '11:00') };
    expect(away.bookings_outside_hours).toEqual([reported]);
    const after = await slots(type.id as number, monday, friday);
    expect(after.filter((slot) => slot.date === monday)).toEqual([]);
    expect(after.length).toBe(week.filter((slot) => slot.date !== monday).length);
    const mine = (await portal('GET', '/appointment/')).json<{ id: number; status: string }[]>();
    expect(mine).toContainEqual(expect.objectContaining({ id: appointment.id, status: 'approved' }));
    expect((await office('GET', '/advisors/ADV-BOOK')).json()).toMatchObject({ bookings_outside_hours: [reported] });

    // A booked advisor is not deleted: 409 naming the appointment; once cancelled, the delete goes through.
    const refused = await office('DELETE', '/advisors/ADV-BOOK');
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({
      code: 'advisor_has_appointments',
      details: [{ field: `appointments.${appointment.id}`, code: 'appointment_booked' }],
    });
    expect((await office('GET', '/advisors/ADV-BOOK')).statusCode).toBe(200);
    expect((await portal('DELETE', `/appointment/${appointment.id}`)).statusCode).toBe(200);
    expect((await office('DELETE', '/advisors/ADV-BOOK')).json()).toEqual({ success: true });

    // The type no longer lists the advisor and offers no times.
    expect((await office('GET', '/appointment-types/AT-BOOK')).json()).toMatchObject({ advisors: [] });
    expect(await slots(type.id as number, monday, friday)).toEqual([]);
  });

  it('a type offered only by the office (canBeBookedByConsumer 2) has no times for the customer', async () => {
    await put('/advisors/ADV-PLAN', advisorBody('Planner'));
    await put('/appointment-categories/CAT-PLAN', { name: 'Intern' });
    const type = await put('/appointment-types/AT-PLAN', typeBody('CAT-PLAN', ['ADV-PLAN'], { canBeBookedByConsumer: 2, meeting: 'office' }));
    const response = await portal('POST', '/bookable_time/by_appointment_type_and_start_date', {
      start_date: monday,
      end_date: friday,
      appointment_type_id: type.id,
    });
    expect(errorOf(response).code).toBe('appointment_type_not_bookable');
  });
});
