/**
 * Amounts and percentages as customers type them, with Dutch or English separators (core §5):
 * "1.234,56", "1,234.56", "4,5%", "€ 1.234". Dutch comes first where the two disagree: a lone
 * comma is a decimal comma ("1,5" is 1.5), and a lone dot before exactly three digits is a
 * thousands dot ("1.234" is 1234), while "1.5" is still 1.5. In English, where the portal writes
 * "€585,000", a lone comma before exactly three digits groups thousands as well.
 */
import { formatLanguage } from './format';
import type { Language } from './languages';

/** The money cap of advice §9; the contract's Money schema carries the same maximum (tested). */
export const MONEY_CAP = 99_000_000_000;

const GROUPED = /^\d{1,3}(?:[.,]\d{3})+$/;

/** `digits` with one separator kind, read as thousands when grouped by three, else as decimal. */
function readSingleSeparator(digits: string, separator: '.' | ',', language: Language): string | null {
  const count = digits.split(separator).length - 1;
  if (count === 0) return digits;
  if (count > 1) return GROUPED.test(digits) ? digits.replaceAll(separator, '') : null;
  const [, decimals = ''] = digits.split(separator);
  const groups = separator === '.' || language === 'en';
  if (groups && decimals.length === 3 && GROUPED.test(digits)) return digits.replace(separator, '');
  return digits.replace(separator, '.');
}

/** The number in `text`, or null when it is not one. Spaces, a euro sign and a leading sign are allowed. */
export function parseAmount(text: string, language: Language = formatLanguage()): number | null {
  const trimmed = text.replace(/[\s\u00a0€]/g, '');
  const match = /^([+-]?)(\d[\d.,]*)$/.exec(trimmed);
  if (!match) return null;
  const [, sign = '', digits = ''] = match;
  let normalised: string | null;
  if (digits.includes('.') && digits.includes(',')) {
    // Both kinds: the last one is the decimal separator, the other groups thousands.
    const decimal = digits.lastIndexOf('.') > digits.lastIndexOf(',') ? '.' : ',';
    const thousands = decimal === '.' ? ',' : '.';
    const [whole = '', fraction = ''] = digits.split(decimal);
    const wholeOk = digits.split(decimal).length === 2 && (!whole.includes(thousands) || GROUPED.test(whole));
    normalised = wholeOk && /^\d+$/.test(fraction) ? `${whole.replaceAll(thousands, '')}.${fraction}` : null;
  } else {
    normalised = readSingleSeparator(digits, digits.includes(',') ? ',' : '.', language);
  }
  if (normalised === null || !/^\d+(\.\d+)?$/.test(normalised)) return null;
  const value = Number(normalised);
  return sign === '-' && value !== 0 ? -value : value;
}

/** A percentage typed as "4,5%", "4.5 %" or "4,5": 4.5. */
export function parsePercent(text: string): number | null {
  return parseAmount(text.replace(/%\s*$/, ''));
}

/** `amount` held within the money cap, either way. */
export function capMoney(amount: number): number {
  return Math.max(-MONEY_CAP, Math.min(MONEY_CAP, amount));
}

/** A money field's text parsed and capped (on blur, advice §5); null when it is not an amount. */
export function parseMoney(text: string): number | null {
  const amount = parseAmount(text);
  return amount === null ? null : capMoney(amount);
}

/** What a money field keeps while typing: digits, dot and comma only (advice §5). */
export function moneyInputText(text: string): string {
  return text.replace(/[^\d.,]/g, '');
}
