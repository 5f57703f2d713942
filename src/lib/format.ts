/**
 * Money, numbers, percentages and dates as the portal shows them (core §9): euro sign, dot
 * thousands, comma decimals, two decimals (`€ 1.234,56`), and the five date formats. The number
 * rules are written out rather than left to Intl, so every browser and the tests agree to the
 * character (Intl puts a non-breaking space after the euro sign, and not every runtime has nl
 * data). Dates are dayjs's, with its nl, en and de locales.
 */
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/nl';
import { isLanguage, type Language } from './languages';

/** What a date may be given as: a Date, milliseconds, or a text as the server sends it. */
export type DateInput = Date | number | string | null | undefined;

export const SERVER_DATE_FORMAT = 'YYYY-MM-DD';

/** The five date formats of core §9. */
export const DATE_FORMATS = {
  /** 5 maart 2026 */
  long: 'D MMMM YYYY',
  /** 5 mrt 2026 */
  short: 'D MMM YYYY',
  /** donderdag 5 maart 2026 */
  weekday: 'dddd D MMMM YYYY',
  /** 2026 */
  year: 'YYYY',
  /** 05-03-2026 */
  numeric: 'DD-MM-YYYY',
} as const;

export type DateFormat = keyof typeof DATE_FORMATS;

/** Makes `language` the language of every date written without one (Dutch for one the portal lacks). */
export function setDateLanguage(language: string): void {
  dayjs.locale(isLanguage(language) ? language : 'nl');
}
setDateLanguage('nl');

/** Rounds half away from zero on the decimal digits as written, so 1.005 gives 1.01, not 1.00. */
function roundAbs(value: number, decimals: number): bigint {
  const abs = Math.abs(value);
  const shifted = String(abs).includes('e') ? abs * 10 ** decimals : Number(`${abs}e${decimals}`);
  return BigInt(Math.round(shifted));
}

/**
 * `value` with dot thousands and `decimals` comma decimals: 1234.5 gives "1.234,50". A result
 * that rounds to zero has no minus sign. Not a finite number gives an empty text.
 */
export function formatNumber(value: number, decimals = 2): string {
  if (!Number.isFinite(value)) return '';
  const units = roundAbs(value, decimals)
    .toString()
    .padStart(decimals + 1, '0');
  const whole = units.slice(0, units.length - decimals).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const fraction = decimals > 0 ? `,${units.slice(-decimals)}` : '';
  const negative = value < 0 && /[1-9]/.test(units);
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** `€ 1.234,56`; negative amounts as `€ -1.234,56`, the Dutch way. */
export function formatMoney(amount: number, decimals = 2): string {
  const number = formatNumber(amount, decimals);
  return number && `€ ${number}`;
}

/** An amount the customer entered, as a form shows it: `€ 250.000`, with cents only where there are any. */
export function formatEnteredMoney(amount: unknown): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return '';
  return formatMoney(amount, Number.isInteger(amount) ? 0 : 2);
}

/** `4,50%` for 4.5 (the contract sends percentages as 4.5, not 0.045). */
export function formatPercent(value: number, decimals = 2): string {
  const number = formatNumber(value, decimals);
  return number && `${number}%`;
}

/**
 * `value` as a dayjs date. An ISO date or date-time without a zone (2026-03-05, 2026-03-05T14:30)
 * is a time of the customer's own day, as dayjs reads it; JavaScript's Date would read a bare date
 * as UTC midnight. A missing value is invalid.
 */
export function parseDate(value: DateInput): dayjs.Dayjs {
  return dayjs(value === undefined || value === '' ? null : value);
}

/** A date in one of the formats of core §9, in `language` or the portal's; an empty or invalid date gives ''. */
export function formatDate(value: DateInput, format: DateFormat, language?: Language): string {
  const date = parseDate(value);
  if (!date.isValid()) return '';
  return (language ? date.locale(language) : date).format(DATE_FORMATS[format]);
}

/** The time of day, `14:05`; an empty or invalid date gives ''. */
export function formatTime(value: DateInput): string {
  const date = parseDate(value);
  return date.isValid() ? date.format('HH:mm') : '';
}

/** A date as the server takes it: YYYY-MM-DD. */
export function toServerDate(value: DateInput): string {
  const date = parseDate(value);
  return date.isValid() ? date.format(SERVER_DATE_FORMAT) : '';
}
