import { describe, expect, it } from 'vitest';
import { isAnyOfficeOpen, isOfficeOpen } from '../../../src/lib/opening-hours';

const day = (from: string, till: string) => [{ open: true, from, till }];
const closed = [{ open: false, from: null, till: null }];
const office = {
  default_hours: {
    monday: day('09:00', '17:00'),
    tuesday: day('09:00', '17:00'),
    wednesday: day('09:00', '17:00'),
    thursday: day('09:00', '17:00'),
    friday: day('09:00', '17:00'),
    saturday: day('00:00', '04:00'),
    sunday: day('00:00', '04:00'),
  },
  upcoming_hours: {},
};

describe('isOfficeOpen in Amsterdam time', () => {
  it('is open inside the day and closed at and after the closing minute', () => {
    // Monday 2 March 2026, winter time (UTC+1).
    expect(isOfficeOpen(office, new Date('2026-03-02T08:00:00Z'))).toBe(true); // 09:00
    expect(isOfficeOpen(office, new Date('2026-03-02T07:59:00Z'))).toBe(false); // 08:59
    expect(isOfficeOpen(office, new Date('2026-03-02T16:00:00Z'))).toBe(false); // 17:00
  });

  it('takes the day in Amsterdam, not in UTC, across midnight', () => {
    // Friday 23:30 UTC is Saturday 00:30 in Amsterdam: Saturday's night hours apply (open), not Friday's.
    expect(isOfficeOpen(office, new Date('2026-01-09T23:30:00Z'))).toBe(true);
    // Friday 15:30 UTC is 16:30 in Amsterdam, open; 16:30 UTC is 17:30, closed though UTC says 16:30.
    expect(isOfficeOpen(office, new Date('2026-01-09T15:30:00Z'))).toBe(true);
    expect(isOfficeOpen(office, new Date('2026-01-09T16:30:00Z'))).toBe(false);
  });

  it('follows the spring DST change (29 March 2026: 02:00 jumps to 03:00)', () => {
    // 00:30Z is 01:30 CET, open; 01:30Z is 03:30 CEST, still open; 02:00Z is 04:00 CEST, closed.
    expect(isOfficeOpen(office, new Date('2026-03-29T00:30:00Z'))).toBe(true);
    expect(isOfficeOpen(office, new Date('2026-03-29T01:30:00Z'))).toBe(true);
    expect(isOfficeOpen(office, new Date('2026-03-29T02:00:00Z'))).toBe(false);
    // Monday after: 07:30Z is 09:30 summer time (it would be 08:30 in winter time: closed).
    expect(isOfficeOpen(office, new Date('2026-03-30T07:30:00Z'))).toBe(true);
  });

  it('follows the autumn DST change (25 October 2026: 03:00 goes back to 02:00)', () => {
    // 02:00Z is 03:00 CET (after the change): open; 03:00Z is 04:00 CET: closed.
    expect(isOfficeOpen(office, new Date('2026-10-25T02:00:00Z'))).toBe(true);
    expect(isOfficeOpen(office, new Date('2026-10-25T03:00:00Z'))).toBe(false);
    // Monday after: 07:30Z is 08:30 winter time, closed (in summer time it would be 09:30, open).
    expect(isOfficeOpen(office, new Date('2026-10-26T07:30:00Z'))).toBe(false);
  });

  it('lets a date in upcoming_hours replace the weekday, to close or to open', () => {
    const special = { ...office, upcoming_hours: { '2026-03-02': [], '2026-03-07': [{ from: '10:00', till: '12:00' }] } };
    expect(isOfficeOpen(special, new Date('2026-03-02T10:00:00Z'))).toBe(false);
    expect(isOfficeOpen(special, new Date('2026-03-07T10:00:00Z'))).toBe(true); // Saturday 11:00
  });

  it('is closed on a closed day and open when any office is open', () => {
    const shut = { ...office, default_hours: { ...office.default_hours, monday: closed } };
    const monday = new Date('2026-03-02T10:00:00Z');
    expect(isOfficeOpen(shut, monday)).toBe(false);
    expect(isAnyOfficeOpen([shut, office], monday)).toBe(true);
  });
});
