/**
 * Money, numbers, percentages and dates as the portal shows them (core §9, decision 061): each in
 * the reader's language's own style, from Intl and dayjs's locales, never by string surgery.
 * Dutch is the spec's `€ 1.234,56`, German `1.234,56 €` and `5. März 2026`, English `€1,234.56`.
 * Intl joins the euro sign to its amount with a no-break space, so a line never ends on "€".
 * Rounding stays ours (half away from zero on the digits as written) so every runtime agrees.
 */
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/nl';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

/** What a date may be given as: a Date, milliseconds, or a text as the server sends it. */
export type DateInput = Date | number | string | null | undefined;

export const SERVER_DATE_FORMAT = 'YYYY-MM-DD';

/** The five date formats of core §9 (Dutch). */
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

/** The same five formats as each language writes them: German puts a period after the day. */
const DATE_FORMATS_BY_LANGUAGE: Record<Language, Record<DateFormat, string>> = {
  nl: DATE_FORMATS,
  en: { ...DATE_FORMATS, numeric: 'DD/MM/YYYY' },
  de: { long: 'D. MMMM YYYY', short: 'D. MMM YYYY', weekday: 'dddd, D. MMMM YYYY', year: 'YYYY', numeric: 'DD.MM.YYYY' },
};

/** The Intl locale of each language: the Netherlands, Germany, and British English (day before month). */
const LOCALES: Record<Language, string> = { nl: 'nl-NL', en: 'en-GB', de: 'de-DE' };

let current: Language = DEFAULT_LANGUAGE;

/** Makes `language` the language of every figure and date written without one (Dutch for one the portal lacks). */
export function setFormatLanguage(language: string): void {
  current = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  dayjs.locale(current);
}
setFormatLanguage(DEFAULT_LANGUAGE);

/** The language figures are written in when none is named. */
export const formatLanguage = (): Language => current;

/** Rounds half away from zero on the decimal digits as written, so 1.005 gives 1.01, not 1.00. */
function roundAbs(value: number, decimals: number): bigint {
  const abs = Math.abs(value);
  const shifted = String(abs).includes('e') ? abs * 10 ** decimals : Number(`${abs}e${decimals}`);
  return BigInt(Math.round(shifted));
}

/** `value` rounded our way; a result that rounds to zero is plain zero (no minus sign). */
function rounded(value: number, decimals: number): number {
  const units = roundAbs(value, decimals);
  if (units === 0n) return 0;
  return (value < 0 ? -1 : 1) * (Number(units) / 10 ** decimals);
}

type Style = 'decimal' | 'currency' | 'percent';
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(style: Style, decimals: number, language: Language): Intl.NumberFormat {
  const key = `${style}/${decimals}/${language}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat(LOCALES[language], {
      style,
      ...(style === 'currency' ? { currency: 'EUR' } : {}),
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(key, found);
  }
  return found;
}

function write(style: Style, value: number, decimals: number, language: Language | undefined): string {
  if (!Number.isFinite(value)) return '';
  const number = rounded(value, decimals);
  return formatter(style, decimals, language ?? current).format(style === 'percent' ? number / 100 : number);
}

/** `value` with the language's grouping and `decimals` decimals: "1.234,50" in Dutch. Not a finite number gives ''. */
export function formatNumber(value: number, decimals = 2, language?: Language): string {
  return write('decimal', value, decimals, language);
}

/** An amount of money: `€ 1.234,56` (negative `€ -1.234,56`) in Dutch, `1.234,56 €` in German. */
export function formatMoney(amount: number, decimals = 2, language?: Language): string {
  return write('currency', amount, decimals, language);
}

/** An amount the customer entered, as a form shows it: `€ 250.000`, with cents only where there are any. */
export function formatEnteredMoney(amount: unknown, language?: Language): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return '';
  return formatMoney(amount, Number.isInteger(amount) ? 0 : 2, language);
}

/** `4,50%` for 4.5 in Dutch, `4,50 %` in German (the contract sends percentages as 4.5, not 0.045). */
export function formatPercent(value: number, decimals = 2, language?: Language): string {
  return write('percent', value, decimals, language);
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
  const chosen = language ?? current;
  return date.locale(chosen).format(DATE_FORMATS_BY_LANGUAGE[chosen][format]);
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
