import { describe, expect, it } from 'vitest';
import {
  incomeCount,
  isNewDamage,
  newDamageCount,
  pensionCount,
  policyCount,
  requestedDocumentCount,
  unseenCount,
  upcomingCount,
} from '../../../src/lib/counts';

const item = (received: boolean, sent = false) => ({ id: 1, name: 'Offerte', received, sent, comment: null });

describe('unseen items', () => {
  it('counts what the customer has not seen, over several lists', () => {
    expect(unseenCount([{ seen_by_customer: false }, { seen_by_customer: true }], [{ seen_by_customer: false }])).toBe(2);
    expect(unseenCount()).toBe(0);
  });
});

describe('menu counts', () => {
  it('leaves out policies with mutation code 999', () => {
    expect(policyCount([{ mutation_code: null }, { mutation_code: 9 }, { mutation_code: 999 }])).toBe(2);
  });

  it('counts income entries, or 1 when there are none but someone has a yearly income', () => {
    expect(incomeCount(3, { gross_annual_income: 50000 })).toBe(3);
    expect(incomeCount(0, { gross_annual_income: 58900 })).toBe(1);
    expect(incomeCount(0, { gross_annual_income: null }, { gross_annual_income: 20000 })).toBe(1);
    expect(incomeCount(0, { gross_annual_income: 0 }, null)).toBe(0);
    expect(incomeCount(0)).toBe(0);
  });

  it('counts pension entries, or 1 when old-age plus employment pension is above 0', () => {
    const none = { gross_annual_old_age_pension_amount: null, gross_annual_employment_pension_amount: null };
    expect(pensionCount(2, none)).toBe(2);
    expect(pensionCount(0, { gross_annual_old_age_pension_amount: 19600, gross_annual_employment_pension_amount: 14200 })).toBe(1);
    expect(pensionCount(0, none, { gross_annual_old_age_pension_amount: null, gross_annual_employment_pension_amount: 100 })).toBe(1);
    expect(pensionCount(0, none, none)).toBe(0);
  });
});

describe('new damages (core §4)', () => {
  const open = { seen_by_customer: false, settled: false, progress_items: [item(false), item(true)] };

  it('is new when unseen, unsettled and with a requested item not received', () => {
    expect(isNewDamage(open)).toBe(true);
  });

  it('is not new once seen, settled, or with everything received', () => {
    expect(isNewDamage({ ...open, seen_by_customer: true })).toBe(false);
    expect(isNewDamage({ ...open, settled: true })).toBe(false);
    expect(isNewDamage({ ...open, progress_items: [item(true)] })).toBe(false);
    expect(isNewDamage({ ...open, progress_items: undefined })).toBe(false);
  });

  it('counts the new ones', () => {
    expect(newDamageCount([open, { ...open, seen_by_customer: true }, open])).toBe(2);
  });
});

describe('requested documents', () => {
  it('adds open mortgage requests to damage requests neither received nor sent', () => {
    expect(requestedDocumentCount([{ openProgress: 2 }, { openProgress: 0 }], [{ progress_items: [item(false), item(false, true), item(true)] }, {}])).toBe(3);
    expect(requestedDocumentCount([], [])).toBe(0);
  });
});

describe('upcoming appointments', () => {
  it('counts appointments that have not ended and are not cancelled', () => {
    const now = new Date('2026-03-05T12:00:00+01:00');
    const list = [
      { time_end: '2026-03-05T11:00:00+01:00', status: 'finished' as const },
      { time_end: '2026-03-05T12:30:00+01:00', status: 'approved' as const },
      { time_end: '2026-04-01T10:00:00+02:00', status: 'pending' as const },
      { time_end: '2026-04-02T10:00:00+02:00', status: 'cancelled' as const },
    ];
    expect(upcomingCount(list, now)).toBe(2);
  });
});
