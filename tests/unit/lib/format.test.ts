import { afterEach, describe, expect, it } from 'vitest';
import {
  DATE_FORMATS,
  formatDate,
  formatMoney,
  formatNumber,
  formatPercent,
  formatTime,
  parseDate,
  setFormatLanguage,
  toServerDate,
} from '../../../src/lib/format';

describe('formatMoney', () => {
  it.each([
    [1234.56, '€\u00a01.234,56'],
    [0, '€\u00a00,00'],
    [5, '€\u00a05,00'],
    [999.999, '€\u00a01.000,00'],
    [1000000, '€\u00a01.000.000,00'],
    [99_000_000_000, '€\u00a099.000.000.000,00'],
    [-1234.5, '€\u00a0-1.234,50'],
    [-0.001, '€\u00a00,00'],
    [0.5, '€\u00a00,50'],
    [12.345, '€\u00a012,35'],
  ])('%s is %s', (amount, text) => {
    expect(formatMoney(amount)).toBe(text);
  });

  it('rounds half away from zero on the written digits, so 1.005 gives 1,01 and -1.005 gives -1,01', () => {
    expect(formatMoney(1.005)).toBe('€\u00a01,01');
    expect(formatMoney(-1.005)).toBe('€\u00a0-1,01');
    expect(formatMoney(2.675)).toBe('€\u00a02,68');
  });

  it('shows whole euros when asked', () => {
    expect(formatMoney(425000.4, 0)).toBe('€\u00a0425.000');
  });

  it('gives an empty text for what is not a number', () => {
    expect(formatMoney(Number.NaN)).toBe('');
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('money in each language (issue 42 items 2 and 10)', () => {
  afterEach(() => setFormatLanguage('nl'));

  it('binds the euro sign to its amount with a no-break space, never a plain one', () => {
    expect(formatMoney(570000)).toBe('€\u00a0570.000,00');
    expect(formatMoney(570000)).not.toMatch(/€ /);
  });

  it('writes German amounts with the sign behind: 245.784,74 €', () => {
    expect(formatMoney(245784.74, 2, 'de')).toBe('245.784,74\u00a0€');
    expect(formatMoney(-1905.81, 2, 'de')).toBe('-1.905,81\u00a0€');
    setFormatLanguage('de');
    expect(formatMoney(318000, 0)).toBe('318.000\u00a0€');
    expect(formatPercent(3.95)).toBe('3,95\u00a0%');
  });

  it('writes English amounts the British way', () => {
    expect(formatMoney(245784.74, 2, 'en')).toBe('€245,784.74');
    expect(formatNumber(1234.5, 1, 'en')).toBe('1,234.5');
    expect(formatPercent(4.4, 2, 'en')).toBe('4.40%');
  });
});

describe('formatNumber and formatPercent', () => {
  it('groups thousands with dots and uses a decimal comma', () => {
    expect(formatNumber(1234567.891, 2)).toBe('1.234.567,89');
    expect(formatNumber(123, 0)).toBe('123');
    expect(formatNumber(0.004, 2)).toBe('0,00');
    expect(formatNumber(1e-7, 2)).toBe('0,00');
  });

  it('writes a percentage as sent (4.5 means 4.5 %)', () => {
    expect(formatPercent(4.5)).toBe('4,50%');
    expect(formatPercent(3.855)).toBe('3,86%');
    expect(formatPercent(0)).toBe('0,00%');
    expect(formatPercent(-1.25, 1)).toBe('-1,3%');
  });
});

describe('formatDate', () => {
  const date = '2026-03-05';
  afterEach(() => setFormatLanguage('nl'));

  it('has the five formats of core §9', () => {
    expect(DATE_FORMATS).toEqual({ long: 'D MMMM YYYY', short: 'D MMM YYYY', weekday: 'dddd D MMMM YYYY', year: 'YYYY', numeric: 'DD-MM-YYYY' });
  });

  it('writes in the portal language (Dutch here)', () => {
    setFormatLanguage('nl');
    expect(formatDate(date, 'long')).toBe('5 maart 2026');
    expect(formatDate(date, 'weekday')).toBe('donderdag 5 maart 2026');
    expect(formatDate(date, 'year')).toBe('2026');
    expect(formatDate(date, 'numeric')).toBe('05-03-2026');
    expect(formatDate(date, 'short')).toBe('5 mrt 2026');
  });

  it('follows a change of the portal language', () => {
    setFormatLanguage('de');
    expect(formatDate(date, 'weekday')).toBe('Donnerstag, 5. März 2026');
    expect(formatDate('2026-09-01', 'short')).toBe('1. Sept. 2026');
    expect(formatDate('2026-12-19', 'long')).toBe('19. Dezember 2026');
    expect(formatDate(date, 'numeric')).toBe('05.03.2026');
    setFormatLanguage('en');
    expect(formatDate(date, 'long')).toBe('5 March 2026');
    expect(formatDate(date, 'short')).toBe('5 Mar 2026');
    expect(formatDate(date, 'weekday')).toBe('Thursday 5 March 2026');
  });

  it('falls back to Dutch for a language it has no names for', () => {
    setFormatLanguage('fr');
    expect(formatDate(date, 'long')).toBe('5 maart 2026');
  });

  it("reads a bare date or date-time as the customer's own day, and one with a zone as that moment", () => {
    // A bare date read as UTC midnight would be 4 March west of Greenwich.
    expect(formatDate('2026-03-05', 'numeric')).toBe('05-03-2026');
    expect(formatDate('2026-03-05T23:59:59', 'numeric')).toBe('05-03-2026');
    expect(formatTime('2026-03-05T14:05:09.123456')).toBe('14:05');
    expect(formatTime('2026-03-05 08:30')).toBe('08:30');
    expect(parseDate('2026-03-05T14:05:09.5').format('HH:mm:ss')).toBe('14:05:09');
    const moment = '2026-03-05T12:00:00Z';
    expect(formatTime(moment)).toBe(`${String(new Date(moment).getHours()).padStart(2, '0')}:00`);
    expect(formatDate(new Date(2026, 11, 31), 'weekday')).toBe('donderdag 31 december 2026');
    expect(formatDate(Date.UTC(2026, 5, 15, 12), 'year')).toBe('2026');
  });

  it('takes a language asked for explicitly', () => {
    setFormatLanguage('nl');
    expect(formatDate(date, 'long', 'en')).toBe('5 March 2026');
  });

  it('gives an empty text for a missing or broken date', () => {
    expect(formatDate(null, 'long')).toBe('');
    expect(formatDate('', 'long')).toBe('');
    expect(formatDate('not a date', 'long')).toBe('');
    expect(formatDate(undefined, 'long')).toBe('');
    expect(formatDate('2026-02-30x', 'long')).toBe('');
    expect(formatTime(null)).toBe('');
  });

  it('writes server dates as YYYY-MM-DD', () => {
    expect(toServerDate(new Date(2026, 0, 9))).toBe('2026-01-09');
    expect(toServerDate('nonsense')).toBe('');
  });
});
