// What each form widget keeps while typing and stores (advice §5).
import { describe, expect, it } from 'vitest';
import { dateParts, datePartsValue, mobileInput, moneyText, moneyValue, percentageValue, postalCodeInput, postalCodeValue } from '../../../src/lib/form-values';
import { mortgageEditProblems, personaliaProblems } from '../../../src/lib/edit-rules';

describe('money', () => {
  it('reads Dutch and English separators', () => {
    expect(moneyValue('1.250,50', false)).toBe(1250.5);
    expect(moneyValue('1,250.50', false)).toBe(1250.5);
  });
  it('caps at 99,000,000,000 and floors to whole euros where asked', () => {
    expect(moneyValue('123456789012', false)).toBe(99_000_000_000);
    expect(moneyValue('455000,99', true)).toBe(455000);
    expect(moneyValue('abc', true)).toBeUndefined();
  });
  it('shows a stored amount with the language decimal separator', () => {
    expect(moneyText(1250.5, 'nl')).toBe('1250,50');
    expect(moneyText(1250.5, 'en')).toBe('1250.50');
    expect(moneyText(455000, 'nl')).toBe('455000');
    expect(moneyText(undefined, 'nl')).toBe('');
  });
});

describe('postal code', () => {
  it('allows 4 digits, an optional space and 2 letters, upper-cased', () => {
    expect(postalCodeInput('3512ls')).toBe('3512LS');
    expect(postalCodeInput('3512 lsx')).toBe('3512 LS');
    expect(postalCodeInput('35a')).toBe('35');
    expect(postalCodeInput('12345')).toBe('1234');
  });
  it('stores a complete code as 1234 AB and an incomplete one as typed', () => {
    expect(postalCodeValue('3512ls')).toBe('3512 LS');
    expect(postalCodeValue('1234 A')).toBe('1234 A');
    expect(postalCodeValue('')).toBeUndefined();
  });
});

describe('date parts', () => {
  const parts = (day: string, month: string, year: string) => ({ day, month, year });
  it('turns parts into YYYY-MM-DD and back', () => {
    expect(datePartsValue(parts('3', '9', '1988'))).toBe('1988-09-03');
    expect(dateParts('1988-09-03')).toEqual(parts('3', '9', '1988'));
    expect(dateParts(undefined)).toEqual(parts('', '', ''));
  });
});

describe('mobile and percentage', () => {
  it('keeps at most 10 characters of a mobile number', () => {
    expect(mobileInput('06123456789')).toBe('0612345678');
  });
  it('reads a percentage with either separator', () => {
    expect(percentageValue('3,85')).toBe(3.85);
    expect(percentageValue('4.1 %')).toBe(4.1);
    expect(percentageValue('x')).toBeUndefined();
  });
});

describe('rules no schema holds (shared with the server)', () => {
  const part = { begindatum: '2019-05-01', einddatum: '2049-05-01', hoofdsom: 240000, remaining_debt: 198750 };
  it('passes a sound loan part', () => {
    expect(mortgageEditProblems({ mortgages: [{ mortgageParts: [part] }] })).toEqual([]);
  });
  it('refuses a current amount above the original and an end before the start', () => {
    const problems = mortgageEditProblems({ mortgages: [{ mortgageParts: [part, { ...part, remaining_debt: 250000, einddatum: '2019-05-01' }] }] });
    expect(problems).toEqual([
      { path: ['mortgages', 0, 'mortgageParts', 1, 'remaining_debt'], key: 'remaining_debt_above_original' },
      { path: ['mortgages', 0, 'mortgageParts', 1, 'einddatum'], key: 'end_before_start' },
    ]);
  });
  it('refuses a birth date of today or later, and before 1900', () => {
    expect(personaliaProblems({ date_of_birth: '2026-11-22' }, '2026-11-22')).toEqual([{ path: ['date_of_birth'], key: 'date_not_past' }]);
    expect(personaliaProblems({ date_of_birth: '1899-12-31' }, '2026-11-22')).toEqual([{ path: ['date_of_birth'], key: 'date_year_range' }]);
    expect(personaliaProblems({ date_of_birth: '1986-04-12' }, '2026-11-22')).toEqual([]);
  });
});
