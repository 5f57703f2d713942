import { describe, expect, it } from 'vitest';
import { splitAppointments, timesOf, weekRange } from '../../../../src/features/appointments/appointment-time';
import type { Appointment } from '../../../../src/features/appointments/booking.machine';

const appointment = (id: number, start: string, end: string, status: Appointment['status']) =>
  ({ id, time_start: start, time_end: end, status }) as Appointment;

describe('timesOf', () => {
  it('reads an instant as Dutch wall-clock time, whatever offset it was written with', () => {
    expect(timesOf({ time_start: '2027-06-15T07:00:00Z', time_end: '2027-06-15T08:00:00Z' })).toEqual({ date: '2027-06-15', from: '09:00', till: '10:00' });
    expect(timesOf({ time_start: '2026-12-01T09:00:00+01:00', time_end: '2026-12-01T09:30:00+01:00' })).toEqual({
      date: '2026-12-01',
      from: '09:00',
      till: '09:30',
    });
  });
});

describe('weekRange', () => {
  it('gives the Dutch week of now, moved by whole weeks', () => {
    // Sunday 23:30 UTC is already Monday in the Netherlands.
    expect(weekRange(new Date('2026-11-22T23:30:00Z'), 0)).toEqual({ monday: '2026-11-23', sunday: '2026-11-29' });
    expect(weekRange(new Date('2026-11-22T12:00:00Z'), 1)).toEqual({ monday: '2026-11-23', sunday: '2026-11-29' });
  });
});

describe('splitAppointments', () => {
  it('puts not-ended, not-cancelled ones under upcoming (soonest first), cancelled ones apart, the rest under past (latest first)', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const list = [
      appointment(1, '2026-12-10T09:00:00+01:00', '2026-12-10T10:00:00+01:00', 'approved'),
      appointment(2, '2026-11-30T09:00:00+01:00', '2026-11-30T10:00:00+01:00', 'pending'),
      appointment(3, '2026-12-01T09:00:00+01:00', '2026-12-01T10:00:00+01:00', 'cancelled'),
      appointment(4, '2026-10-01T09:00:00+02:00', '2026-10-01T10:00:00+02:00', 'finished'),
      appointment(5, '2026-09-01T09:00:00+02:00', '2026-09-01T10:00:00+02:00', 'cancelled'),
    ];
    const { upcoming, cancelled, past } = splitAppointments(list, now);
    expect(upcoming.map((item) => item.id)).toEqual([2, 1]);
    expect(cancelled.map((item) => item.id)).toEqual([3, 5]);
    expect(past.map((item) => item.id)).toEqual([4]);
  });
});
