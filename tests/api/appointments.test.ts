// Online appointments through the real server: the list, the types and the computed bookable times.
import { describe, expect, it } from 'vitest';
import { isoWithOffset, addDays, mondayOf } from '../../src/lib/amsterdam-time';
import { today, useAppointments, type Appointment } from './appointments-harness';
import { answerErrors } from './contract-answers';

const { server, tokens, ids, call, slots } = useAppointments();

describe('getAppointments', () => {
  it('answers the customer’s own appointments with real offsets, status and whether each can be cancelled', async () => {
    const response = await call('jan', 'GET', '/appointment/');
    expect(response.statusCode).toBe(200);
    expect(answerErrors('portal', 'getAppointments', 200, response.json())).toEqual([]);
    const list = response.json<Appointment[]>();
    expect(list.map((item) => item.status)).toEqual(['finished', 'approved', 'cancelled']);
    expect(list.map((item) => item.cancellable)).toEqual([false, true, false]);
    for (const item of list) expect(item.time_start).toBe(isoWithOffset(new Date(item.time_start)));
    const sanne = (await call('sanne', 'GET', '/appointment/')).json<Appointment[]>();
    expect(sanne.map((item) => item.summary)).toEqual(['Verzekeringscheck met Lotte Vermeulen']);
  });

  it('answers 403 online_afspraken_disabled for every call of an office without online appointments', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/appointment/'],
      ['GET', '/appointment_type/index'],
      ['GET', '/resource/index'],
      ['POST', '/bookable_time/by_appointment_type_and_start_date', { start_date: today(), end_date: today(), appointment_type_id: ids.check }],
      ['DELETE', '/appointment/1'],
    ];
    for (const [method, url, body] of calls) {
      const response = await call('pieter', method, url, body);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toMatchObject({ error: { code: 'online_afspraken_disabled' } });
    }
  });
});

describe('getAppointmentTypes', () => {
  it('answers every type, bookable (1) and office-only (2), without the server’s own fields', async () => {
    const response = await call('sanne', 'GET', '/appointment_type/index');
    expect(answerErrors('portal', 'getAppointmentTypes', 200, response.json())).toEqual([]);
    const types = response.json<{ types: Record<string, unknown>[] }[]>().flatMap((category) => category.types);
    expect(types.map((type) => type.canBeBookedByConsumer)).toEqual([1, 1, 1, 2]);
    expect(types.every((type) => !('meeting' in type))).toBe(true);
    const tenant = await server.call('vandijk', 'GET', '/api/customer/tenant', { token: tokens.sanne });
    expect(tenant.body).not.toContain('appointment_cancellation_hours');
  });
});

describe('postBookableTimes', () => {
  it('leaves out another customer’s appointment together with both buffers', async () => {
    const [, upcoming] = (await call('jan', 'GET', '/appointment/')).json<Appointment[]>();
    const date = upcoming!.time_start.slice(0, 10);
    const times = (await slots(ids.check, date, date)).filter((slot) => slot.resourceId === ids.mark).map((slot) => slot.startTime);
    // Jan has 11:30–12:00 with a 10-minute buffer; a 30-minute check with its own buffer needs 40 minutes free.
    expect(times).not.toContain('11:00');
    expect(times).not.toContain('11:30');
    expect(times).not.toContain('12:00');
  });

  it('answers nothing in a week the only advisor for a type is on holiday', async () => {
    const monday = mondayOf(today(), 2);
    expect(await slots(ids.insurance, monday, addDays(monday, 6))).toEqual([]);
    expect(await slots(ids.insurance, mondayOf(today(), 3), addDays(mondayOf(today(), 3), 6))).not.toEqual([]);
  });

  it('refuses a type that is not bookable (canBeBookedByConsumer 2) and a date range out of bounds', async () => {
    const notBookable = await call('sanne', 'POST', '/bookable_time/by_appointment_type_and_start_date', {
      start_date: today(),
      end_date: today(),
      appointment_type_id: ids.damage,
    });
    expect(notBookable.statusCode).toBe(400);
    expect(notBookable.json()).toMatchObject({ error: { code: 'appointment_type_not_bookable' } });
    const backwards = await call('sanne', 'POST', '/bookable_time/by_appointment_type_and_start_date', {
      start_date: '2026-12-10',
      end_date: '2026-12-01',
      appointment_type_id: ids.check,
    });
    expect(backwards.json()).toMatchObject({ error: { code: 'invalid_date_range' } });
  });
});
