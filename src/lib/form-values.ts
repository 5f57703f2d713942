/**
 * What the form widgets keep while the customer types and what they hand the form (advice §5):
 * each widget shows text and stores the contract's value, so these pairs are the whole of a
 * widget's logic and are tested without a browser.
 */
import { MONEY_CAP, parseAmount, parsePercent } from './parse';

/** A money field's value on blur: parsed, capped at 99,000,000,000, floored to euros when `whole`. */
export function moneyValue(text: string, whole: boolean): number | undefined {
  const amount = parseAmount(text);
  if (amount === null) return undefined;
  const capped = Math.min(MONEY_CAP, Math.max(0, amount));
  return whole ? Math.floor(capped) : Math.round(capped * 100) / 100;
}

/** A stored amount as the field shows it, with the language's separators and no grouping. */
export function moneyText(value: unknown, language: string): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  const text = Number.isInteger(value) ? String(value) : value.toFixed(2);
  return language === 'nl' || language === 'de' ? text.replace('.', ',') : text;
}

/** A postal code while typing: up to 4 digits, an optional space, up to 2 letters, upper-cased. */
export function postalCodeInput(text: string): string {
  const match = /^(\d{0,4})( ?)([A-Za-z]{0,2})/.exec(text.replace(/^\s+/, ''));
  if (!match) return '';
  const [, digits = '', space = '', letters = ''] = match;
  // Letters only follow four digits; a space only between the two parts.
  if (digits.length < 4) return digits;
  return `${digits}${space}${letters.toUpperCase()}`;
}

/** The postal code stored: `1234 AB` when complete, else as typed (the schema's pattern refuses it). */
export function postalCodeValue(text: string): string | undefined {
  const input = postalCodeInput(text);
  const complete = /^(\d{4}) ?([A-Z]{2})$/.exec(input);
  if (complete) return `${complete[1]} ${complete[2]}`;
  return input === '' ? undefined : input;
}

/** A mobile number as typed: at most 10 characters (core §5). */
export function mobileInput(text: string): string {
  return text.slice(0, 10);
}

export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2080;

export interface DateParts {
  day: string;
  month: string;
  year: string;
}

/** The parts of a stored YYYY-MM-DD date, or empty parts. */
export function dateParts(value: unknown): DateParts {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  return match ? { year: match[1] ?? '', month: String(Number(match[2])), day: String(Number(match[3])) } : { day: '', month: '', year: '' };
}

/** The parts as YYYY-MM-DD (edit-rules' dateProblem judges whether that is a real, allowed date). */
export function datePartsValue(parts: DateParts): string {
  return `${parts.year.padStart(4, '0')}-${parts.month.padStart(2, '0')}-${parts.day.padStart(2, '0')}`;
}

/** A percentage field's value: parsed with either separator; the schema bounds it (above 0, at most 10). */
export function percentageValue(text: string): number | undefined {
  return parsePercent(text) ?? undefined;
}
