// Booking and cancelling through the real server: every refusal of issue 11, the last-slot race,
// the confirmation mail with its .ics.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { instantOf, mondayOf } from '../../src/lib/amsterdam-time';
import { addMinutes, at, base, holdRow, today, useAppointments, type Appointment, type Slot } from './appointments-harness';
import { answerErrors } from './contract-answers';
import { demoLogins } from './helper';

const { server, tokens, ids, call, slots, booking, appointmentCount } = useAppointments();

describe('postAppointment', () => {
  let booked: Appointment;
  let slot: Slot;

  it('books a free slot, answers it with its real offset and mails the customer a confirmation with .ics and the office a notice', async () => {
    // Two weeks ahead, so it is outside the 24-hour cancellation window whatever day the test runs.
    [slot] = (await slots(ids.check, mondayOf(today(), 2), mondayOf(today(), 3))) as [Slot];
    const response = await call('sanne', 'POST', '/appointment', booking('sanne', slot));
    expect(response.statusCode, response.body).toBe(201);
    expect(answerErrors('portal', 'postAppointment', 201, response.json())).toEqual([]);
    booked = response.json<Appointment>();
    expect(booked).toMatchObject({ time_start: at(slot.date, slot.startTime), status: 'approved', cancellable: true });
    const [mail] = await server.outbox(demoLogins.vandijkSecond.username);
    expect(mail!.subject).toBe('Afspraak bevestigd: Hypotheekcheck');
    expect(mail!.text).toContain(`${slot.startTime}–${slot.endTime}`);
    const ics = mail!.attachments[0]!.content;
    expect(ics).toContain(`DTSTART:${instantOf(slot.date, slot.startTime).toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`);
    const [notice] = await server.outbox('info@vandijkhypotheken.nl');
    expect(notice!.subject).toContain('Sanne');
    expect((await slots(ids.check, slot.date, slot.date)).some((free) => free.resourceId === slot.resourceId && free.startTime === slot.startTime)).toBe(false);
  });

  it('books a summer date in winter with the legacy fixed +01:00 at the wall-clock hour chosen', async () => {
    // A type without a maximum time before, so a date next summer can be booked now.
    await sql`UPDATE appointment_types SET data = jsonb_set(data, '{maxTimeBeforeAppointment}', 'null') WHERE id = ${ids.orientation}`.execute(
      server.database.db,
    );
    const date = '2027-06-15'; // a Tuesday in summer time
    const legacy = {
      ...booking('sanne', { date, startTime: '09:00', endTime: '10:00', resourceId: ids.mark }, ids.orientation),
      time_start: `${date}T09:00:00+01:00`,
      time_end: `${date}T10:00:00+01:00`,
    };
    const response = await call('sanne', 'POST', '/appointment', legacy);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ time_start: '2027-06-15T09:00:00+02:00', time_end: '2027-06-15T10:00:00+02:00' });
    const [mail] = await server.outbox(demoLogins.vandijkSecond.username);
    expect(mail!.text).toContain('dinsdag 15 juni 2027, 09:00–10:00');
    expect(mail!.attachments[0]!.content).toContain('DTSTART:20270615T070000Z');
    const list = (await call('sanne', 'GET', '/appointment/')).json<Appointment[]>();
    expect(list.map((item) => item.time_start)).toContain('2027-06-15T09:00:00+02:00');
  });

  it('lets exactly one of two customers take the last slot at once', async () => {
    const [contested] = (await slots(ids.check, mondayOf(today(), 3), mondayOf(today(), 4))) as [Slot];
    const before = await appointmentCount();
    // On PostgreSQL another connection holds the resource's row first and both requests are let
    // through only once both queue behind it: they are inside their transactions together, and
    // without the booking's own lock neither would wait, so the poll below fails. PGlite runs one
    // transaction at a time, so there the requests simply queue.
    const gate = server.database.engine === 'postgres' ? await holdRow(server, contested.resourceId) : null;
    const pending = Promise.all([
      call('sanne', 'POST', '/appointment', booking('sanne', contested)),
      call('jan', 'POST', '/appointment', booking('jan', contested)),
    ]);
    if (gate) {
      await expect.poll(gate.waiting, { timeout: 10_000 }).toBe(2);
      await gate.release();
    }
    const answers = await pending;
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    expect(answers.find((answer) => answer.statusCode === 400)!.json()).toMatchObject({ error: { code: 'slot_not_available' } });
    expect(await appointmentCount()).toBe(before + 1);
  });

  const refusals: [string, () => Record<string, unknown>, number, string][] = [
    ['a slot in the past', () => booking('sanne', { ...slot, date: '2026-01-06' }), 400, 'slot_in_past'],
    ['a slot outside availability', () => booking('sanne', { ...slot, startTime: '07:00', endTime: '07:30' }), 400, 'slot_outside_availability'],
    ['a slot in the lunch break', () => booking('sanne', { ...slot, startTime: '12:45', endTime: '13:15' }), 400, 'slot_outside_availability'],
    [
      'a slot overlapping a booking’s buffer',
      () => booking('sanne', { ...slot, startTime: addMinutes(slot.startTime, 30), endTime: addMinutes(slot.endTime, 30) }),
      400,
      'slot_not_available',
    ],
    ['a type that is not bookable', () => booking('sanne', slot, ids.damage), 400, 'appointment_type_not_bookable'],
    ['a resource of another office', () => booking('sanne', { ...slot, resourceId: ids.willem }), 400, 'resource_not_available'],
    ['a resource the type is not tied to', () => booking('sanne', { ...slot, resourceId: ids.lotte }), 400, 'resource_not_available'],
    [
      'an end before the start',
      () => ({ ...booking('sanne', slot), time_end: at(slot.date, slot.startTime), time_start: at(slot.date, slot.endTime) }),
      400,
      'invalid_time_range',
    ],
    ['a length other than the type’s', () => booking('sanne', { ...slot, endTime: addMinutes(slot.endTime, 30) }), 400, 'invalid_time_range'],
    [
      '+02:00 on a winter date',
      () => booking('sanne', slot, ids.check, { time_start: '2027-01-12T09:00:00+02:00', time_end: '2027-01-12T09:30:00+02:00' }),
      400,
      'invalid_time_offset',
    ],
    ['a time in another form', () => booking('sanne', slot, ids.check, { time_start: '2027-01-12T09:00:00Z' }), 400, 'validation_error'],
    ['another customer’s id', () => ({ ...booking('sanne', slot), customer_id: ids.jan }), 403, 'forbidden'],
  ];

  it.each(refusals)('refuses %s with its message key and books nothing', async (_name, body, status, code) => {
    const before = await appointmentCount();
    const response = await call('sanne', 'POST', '/appointment', body());
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ error: { code } });
    expect(await appointmentCount()).toBe(before);
  });

  describe('deleteAppointment', () => {
    it('refuses another customer’s appointment with 404 and changes nothing', async () => {
      const response = await call('jan', 'DELETE', `/appointment/${booked.id}`);
      expect(response.statusCode).toBe(404);
      const mine = (await call('sanne', 'GET', '/appointment/')).json<Appointment[]>().find((item) => item.id === booked.id);
      expect(mine!.status).toBe('approved');
      expect((await server.call('vandijk', 'DELETE', `${base}/appointment/${booked.id}`, { token: tokens.pieter })).statusCode).toBe(401);
    });

    it('cancels the customer’s own, frees the time, and refuses a second cancel', async () => {
      const response = await call('sanne', 'DELETE', `/appointment/${booked.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
      const mine = (await call('sanne', 'GET', '/appointment/')).json<Appointment[]>().find((item) => item.id === booked.id);
      expect(mine).toMatchObject({ status: 'cancelled', cancellable: false });
      expect((await slots(ids.check, slot.date, slot.date)).some((free) => free.resourceId === slot.resourceId && free.startTime === slot.startTime)).toBe(
        true,
      );
      const [notice] = await server.outbox('info@vandijkhypotheken.nl');
      expect(notice!.subject).toMatch(/^Afspraak geannuleerd: Sanne/);
      expect(notice!.text).toContain(`${slot.startTime}–${slot.endTime}`);
      const [confirmation] = await server.outbox(demoLogins.vandijkSecond.username);
      expect(confirmation!.subject).toMatch(/^Afspraak geannuleerd: /);
      expect(confirmation!.text).toContain('Je afspraak is geannuleerd');
      expect(confirmation!.text).toContain(`${slot.startTime}–${slot.endTime}`);
      expect((await call('sanne', 'DELETE', `/appointment/${booked.id}`)).json()).toMatchObject({ error: { code: 'appointment_already_cancelled' } });
    });

    it('refuses a past appointment and one within the office’s cancellation window', async () => {
      const past = (await call('sanne', 'GET', '/appointment/')).json<Appointment[]>().find((item) => item.status === 'finished')!;
      expect((await call('sanne', 'DELETE', `/appointment/${past.id}`)).json()).toMatchObject({ error: { code: 'appointment_in_past' } });
      const soon = new Date(Date.now() + 3 * 60 * 60_000);
      const inserted = await server.database.db
        .insertInto('appointments')
        .values({
          tenant_id: 1,
          customer_id: ids.sanne,
          data: sql`'{"appointment_type_id": 1, "resource_id": 1}'::jsonb`,
          resource_id: ids.mark,
          starts_at: soon,
          ends_at: new Date(soon.getTime() + 30 * 60_000),
          blocked_until: new Date(soon.getTime() + 40 * 60_000),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const response = await call('sanne', 'DELETE', `/appointment/${inserted.id}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'appointment_cancel_window_passed' } });
    });

    it('answers 400 for a malformed id', async () => {
      expect((await call('sanne', 'DELETE', '/appointment/abc')).statusCode).toBe(400);
    });
  });
});
