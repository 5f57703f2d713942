import { describe, expect, it } from 'vitest';
import { upcomingHours, weekHours } from '../../../../src/features/contact/opening-hours';
import { officeAddress, officeOf } from '../../../../src/ui/contact/office';

const closed = [{ open: false, from: null, till: null }];
const office = {
  id: 2,
  name: 'Van Dijk Amersfoort',
  city: 'Amersfoort',
  code: 'AMF',
  street_name: 'Stationsplein',
  house_number: 9,
  house_number_addition: null,
  postcode: '3818 LE',
  phone: null,
  email: null,
  website: null,
  default_hours: {
    monday: [
      { open: true, from: '09:00:00', till: '12:30:00' },
      { open: true, from: '13:30', till: '17:00' },
    ],
    tuesday: closed,
    wednesday: closed,
    thursday: closed,
    friday: closed,
    saturday: closed,
    sunday: [],
  },
  upcoming_hours: { '2026-12-31': [{ from: '09:00:00', till: '13:00:00' }], '2026-12-25': [], '2026-01-01': [] },
};

describe('opening hours on the contact screen', () => {
  it('shows each weekday with its ranges to HH:MM, a closed day with none', () => {
    const week = weekHours(office);
    expect(week.map((day) => day.day)).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
    expect(week[0]!.ranges).toEqual(['09:00–12:30', '13:30–17:00']);
    expect(week[1]!.ranges).toEqual([]);
    expect(week[6]!.ranges).toEqual([]);
  });

  it('lists deviating dates from today on, in date order', () => {
    expect(upcomingHours(office, '2026-11-22')).toEqual([
      { date: '2026-12-25', ranges: [] },
      { date: '2026-12-31', ranges: ['09:00–13:00'] },
    ]);
  });
});

describe('the office of a customer', () => {
  it('is the branch of office_id, else the first', () => {
    const other = { ...office, id: 1, name: 'Utrecht' };
    expect(officeOf({ offices: [other, office] }, 2)?.name).toBe('Van Dijk Amersfoort');
    expect(officeOf({ offices: [other, office] }, 99)?.name).toBe('Utrecht');
    expect(officeOf({ offices: [] }, 2)).toBeNull();
    expect(officeAddress(office)).toBe('Stationsplein 9, 3818 LE Amersfoort');
  });
});
