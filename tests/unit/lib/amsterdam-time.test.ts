import { afterEach, describe, expect, it, vi } from 'vitest';
import { dutchToday, instantOf, isoWithOffset, mondayOf, parseAppointmentTime, wallClockOf } from '../../../src/lib/amsterdam-time';

describe('Dutch wall-clock time across the clock changes', () => {
  it.each([
    // [date, time, instant]
    ['2026-03-28', '09:00', '2026-03-28T08:00:00.000Z'], // Saturday before the spring change: winter
    ['2026-03-29', '09:00', '2026-03-29T07:00:00.000Z'], // the change itself (02:00 → 03:00): summer by 09:00
    ['2026-10-24', '09:00', '2026-10-24T07:00:00.000Z'], // Saturday before the autumn change: summer
    ['2026-10-25', '09:00', '2026-10-25T08:00:00.000Z'], // the change itself (03:00 → 02:00): winter by 09:00
    ['2027-03-28', '09:00', '2027-03-28T07:00:00.000Z'],
    ['2027-10-31', '09:00', '2027-10-31T08:00:00.000Z'],
  ])('%s %s is %s', (date, time, instant) => {
    expect(instantOf(date, time).toISOString()).toBe(instant);
    expect(wallClockOf(new Date(instant))).toMatchObject({ date, time });
  });

  it('moves a time in the spring gap on by the skipped hour, and takes the first of the doubled autumn hour', () => {
    expect(isoWithOffset(instantOf('2026-03-29', '02:30'))).toBe('2026-03-29T03:30:00+02:00');
    expect(isoWithOffset(instantOf('2026-10-25', '02:30'))).toBe('2026-10-25T02:30:00+02:00');
  });

  it('writes the real offset of each season', () => {
    expect(isoWithOffset(new Date('2026-12-01T08:00:00Z'))).toBe('2026-12-01T09:00:00+01:00');
    expect(isoWithOffset(new Date('2027-06-15T07:00:00Z'))).toBe('2027-06-15T09:00:00+02:00');
  });
});

describe('parseAppointmentTime', () => {
  it('takes the real offset as the instant it names', () => {
    expect(parseAppointmentTime('2027-06-15T09:00:00+02:00')?.toISOString()).toBe('2027-06-15T07:00:00.000Z');
    expect(parseAppointmentTime('2026-12-01T09:00:00+01:00')?.toISOString()).toBe('2026-12-01T08:00:00.000Z');
  });

  it('reads the legacy fixed +01:00 in summer as the wall-clock time chosen', () => {
    expect(parseAppointmentTime('2027-06-15T09:00:00+01:00')?.toISOString()).toBe('2027-06-15T07:00:00.000Z');
    expect(parseAppointmentTime('2026-03-29T09:00:00+01:00')?.toISOString()).toBe('2026-03-29T07:00:00.000Z');
  });

  it('refuses +02:00 in winter, other zones, seconds and a time that does not exist', () => {
    expect(parseAppointmentTime('2026-12-01T09:00:00+02:00')).toBeNull();
    expect(parseAppointmentTime('2026-12-01T09:00:00Z')).toBeNull();
    expect(parseAppointmentTime('2026-12-01T09:00:30+01:00')).toBeNull();
    expect(parseAppointmentTime('2026-03-29T02:30:00+01:00')).toBeNull();
  });
});

describe('mondayOf', () => {
  it('finds the Monday of a week and moves by whole weeks', () => {
    expect(mondayOf('2026-11-22')).toBe('2026-11-16'); // a Sunday
    expect(mondayOf('2026-11-23', 1)).toBe('2026-11-30');
    expect(mondayOf('2026-03-25', 1)).toBe('2026-03-30'); // across the spring change
  });
});

describe('dutchToday', () => {
  afterEach(() => vi.useRealTimers());

  it('is already tomorrow in the Netherlands while UTC still says today', () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T23:30:00Z') });
    expect(dutchToday()).toBe('2026-11-23');
    vi.setSystemTime(new Date('2026-07-01T22:30:00Z'));
    expect(dutchToday()).toBe('2026-07-02');
    vi.setSystemTime(new Date('2026-07-01T21:30:00Z'));
    expect(dutchToday()).toBe('2026-07-01');
  });
});
