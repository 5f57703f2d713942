// What the widgets read from their fields: amounts and percentages as customers type them, with
// Dutch or English separators (src/lib/parse.ts), so "3704,50" is 3704.5 and never 370450; and
// the figures of an answer's explanation as the portal writes numbers (src/lib/format.ts).
import { formatMoney, formatNumber, formatPercent } from '../lib/format';
import { parseAmount, parsePercent } from '../lib/parse';

/** A money field: the amount typed, 0 when empty or not a number, never negative. */
export const moneyInput = (text: string): number => Math.max(0, parseAmount(text) ?? 0);

/** A rate field: the percentage typed ("3,8", "3.8 %"), held between 0 and 10. */
export const rateInput = (text: string): number => Math.min(10, Math.max(0, parsePercent(text) ?? 0));

/** Gross monthly income with holiday pay to gross annual (advice §9: × 12.96), floored. */
export const MONTHS_PER_YEAR_WITH_HOLIDAY_PAY = 12.96;
export const yearly = (monthly: number) => Math.floor(monthly * MONTHS_PER_YEAR_WITH_HOLIDAY_PAY);

/** A figure of the engine's explanation: money, or a percentage for the woonquote and the test rate. */
export function figureText(key: string, value: unknown): string {
  if (typeof value !== 'number') return '–';
  return key === 'woonquote' || key === 'test_rate' ? formatPercent(value, key === 'woonquote' ? 1 : 2) : formatMoney(value, 0);
}

/** An amount for a field's starting value, grouped as every form shows it: "6.049" and "3.704,50" read back as the same amount. */
export const amountText = (value: number) => formatNumber(value, Number.isInteger(value) ? 0 : 2);
