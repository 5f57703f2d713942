// The validity date of an offer counts in Dutch calendar days: valid through its whole last day.
import { describe, expect, it } from 'vitest';
import { daysLeft, isExpired } from '../../../src/lib/offer-validity';

describe('daysLeft', () => {
  it('counts whole Dutch days to the validity date, 0 on the last day, negative after it', () => {
    expect(daysLeft('2026-12-12', new Date('2026-11-28T10:00:00Z'))).toBe(14);
    expect(daysLeft('2026-11-28', new Date('2026-11-28T22:59:00Z'))).toBe(0);
    // 23:30 UTC is already the next day in Amsterdam.
    expect(daysLeft('2026-11-28', new Date('2026-11-28T23:30:00Z'))).toBe(-1);
    expect(isExpired('2026-11-28', new Date('2026-11-28T22:59:00Z'))).toBe(false);
    expect(isExpired('2026-11-28', new Date('2026-11-28T23:30:00Z'))).toBe(true);
  });

  it('is not thrown off by the clock change in March', () => {
    expect(daysLeft('2027-03-29', new Date('2027-03-27T12:00:00Z'))).toBe(2);
  });
});
