import { describe, expect, it } from 'vitest';
import { isoWithOffset } from '../../../../../src/lib/amsterdam-time';
import { bookableSlots, bookingWindowProblem, type BookableType, type ResourceHours } from '../../../../../src/server/modules/appointments/slots';

const type: BookableType = { id: 21, duration: 60, buffer: 15, minTimeBeforeAppointment: 0, maxTimeBeforeAppointment: null };
const mornings: ResourceHours = {
  resourceId: 4,
  weekly: Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((day) => [day, [{ from: '09:00', till: '11:00' }]])),
  exceptions: {},
};
const winterNow = new Date('2026-01-10T10:00:00Z');

const starts = (slots: ReturnType<typeof bookableSlots>) => slots.map((slot) => isoWithOffset(slot.start));

describe('bookable slots around the clock changes', () => {
  it.each([
    ['2026-03-28', '+01:00'],
    ['2026-03-29', '+02:00'],
    ['2026-10-24', '+02:00'],
    ['2026-10-25', '+01:00'],
    ['2027-03-28', '+02:00'],
    ['2027-10-31', '+01:00'],
  ])('on %s the 09:00 slots stay 09:00 wall-clock (offset %s)', (date, offset) => {
    const slots = bookableSlots({ type, resources: [mornings], busy: [], firstDate: date, lastDate: date, now: winterNow });
    expect(starts(slots)).toEqual([`${date}T09:00:00${offset}`, `${date}T09:30:00${offset}`, `${date}T10:00:00${offset}`]);
    expect(slots.every((slot) => slot.end.getTime() - slot.start.getTime() === 60 * 60_000)).toBe(true);
  });

  it('keeps a whole week consistent across the spring change (no slot shifted by an hour)', () => {
    const slots = bookableSlots({ type, resources: [mornings], busy: [], firstDate: '2026-03-26', lastDate: '2026-04-01', now: winterNow });
    expect(new Set(slots.map((slot) => isoWithOffset(slot.start).slice(11, 16)))).toEqual(new Set(['09:00', '09:30', '10:00']));
    expect(slots).toHaveLength(21);
  });

  it('offers a summer date from a winter "now" at its summer hour', () => {
    const [first] = bookableSlots({
      type,
      resources: [mornings],
      busy: [],
      firstDate: '2026-07-01',
      lastDate: '2026-07-01',
      now: new Date('2026-01-15T12:00:00Z'),
    });
    expect(first!.start.toISOString()).toBe('2026-07-01T07:00:00.000Z');
  });
});

describe('bookable slots and existing appointments', () => {
  const date = '2026-06-10';
  const at = (time: string) => new Date(`${date}T${time}:00+02:00`);

  it('leaves out every start that would overlap an appointment with its buffer', () => {
    // 09:00–10:00 taken with a 15-minute buffer: blocked until 10:15.
    const busy = [{ resourceId: 4, start: at('09:00'), blockedUntil: at('10:15') }];
    const slots = bookableSlots({ type, resources: [mornings], busy, firstDate: date, lastDate: date, now: winterNow });
    expect(starts(slots)).toEqual([]); // 09:30 and 10:00 overlap, 10:30 would end after 11:00
  });

  it('keeps the new appointment’s own buffer clear of a later appointment', () => {
    // A later appointment at 10:10: a 09:00–10:00 slot plus its 15-minute buffer reaches 10:15.
    const busy = [{ resourceId: 4, start: at('10:10'), blockedUntil: at('10:40') }];
    const slots = bookableSlots({ type: { ...type, buffer: 15 }, resources: [mornings], busy, firstDate: date, lastDate: date, now: winterNow });
    expect(starts(slots)).toEqual([]);
    const noBuffer = bookableSlots({ type: { ...type, buffer: 0 }, resources: [mornings], busy, firstDate: date, lastDate: date, now: winterNow });
    expect(starts(noBuffer)).toEqual([`${date}T09:00:00+02:00`]);
  });

  it('ignores another resource’s appointments', () => {
    const busy = [{ resourceId: 6, start: at('09:00'), blockedUntil: at('11:00') }];
    expect(bookableSlots({ type, resources: [mornings], busy, firstDate: date, lastDate: date, now: winterNow })).toHaveLength(3);
  });
});

describe('hours, exceptions and the booking window', () => {
  it('uses a date’s exception instead of the weekly hours, and an empty one closes the day', () => {
    const resource: ResourceHours = { ...mornings, exceptions: { '2026-06-10': [], '2026-06-11': [{ from: '14:00', till: '15:00' }] } };
    const slots = bookableSlots({ type, resources: [resource], busy: [], firstDate: '2026-06-10', lastDate: '2026-06-11', now: winterNow });
    expect(starts(slots)).toEqual(['2026-06-11T14:00:00+02:00']);
  });

  it('orders slots of several resources by start, then resource', () => {
    const other: ResourceHours = { ...mornings, resourceId: 2 };
    const slots = bookableSlots({ type, resources: [mornings, other], busy: [], firstDate: '2026-06-10', lastDate: '2026-06-10', now: winterNow });
    expect(slots.slice(0, 2).map((slot) => slot.resourceId)).toEqual([2, 4]);
  });

  it('offers nothing in the past, sooner than the minimum or later than the maximum time before', () => {
    const now = new Date('2026-06-10T07:15:00Z'); // 09:15 summer time
    const sameDay = bookableSlots({ type, resources: [mornings], busy: [], firstDate: '2026-06-10', lastDate: '2026-06-10', now });
    expect(starts(sameDay)).toEqual(['2026-06-10T09:30:00+02:00', '2026-06-10T10:00:00+02:00']);
    const withMinimum = { ...type, minTimeBeforeAppointment: 24 * 60, maxTimeBeforeAppointment: 3 * 24 * 60 };
    const week = bookableSlots({ type: withMinimum, resources: [mornings], busy: [], firstDate: '2026-06-10', lastDate: '2026-06-16', now });
    expect(new Set(week.map((slot) => isoWithOffset(slot.start).slice(0, 10)))).toEqual(new Set(['2026-06-11', '2026-06-12', '2026-06-13']));
    expect(bookingWindowProblem(type, new Date('2026-06-10T07:00:00Z'), now)).toBe('slot_in_past');
    expect(bookingWindowProblem(withMinimum, new Date('2026-06-10T08:00:00Z'), now)).toBe('slot_outside_booking_window');
  });
});
