/**
 * What the income screen lists per person (advice §2): the person's income items; when there
 * are none but a gross yearly income above 0 is known, the single row "income of {first name}";
 * otherwise nothing (the screen then shows its empty state). The side menu counts the same rows
 * (src/lib/counts.ts incomeCount), so the number next to "Inkomen" matches what the screen lists.
 */
import type { components } from '../../../generated/portal';

export type IncomeItem = components['schemas']['IncomeItem'];
export type IncomeType = components['schemas']['IncomeType'];

export interface IncomeHolder {
  first_name: string | null;
  gross_annual_income: number | null;
}

export type IncomeRow = { kind: 'item'; item: IncomeItem } | { kind: 'yearly'; firstName: string; amount: number };

export function incomeRows(items: readonly IncomeItem[], holder: IncomeHolder | null | undefined): IncomeRow[] {
  if (items.length > 0) return items.map((item) => ({ kind: 'item', item }));
  const yearly = holder?.gross_annual_income ?? 0;
  return yearly > 0 ? [{ kind: 'yearly', firstName: holder?.first_name ?? '', amount: yearly }] : [];
}

export const rowTotal = (row: IncomeRow): number => (row.kind === 'item' ? row.item.total : row.amount);

/** Rows whose title or any detail contains the search text; a detail's title as the reader sees it (`label`). */
export function searchRows(
  rows: readonly IncomeRow[],
  matches: (...texts: (string | null | undefined)[]) => boolean,
  label: (title: string) => string = (title) => title,
): IncomeRow[] {
  return rows.filter((row) =>
    row.kind === 'yearly' ? matches(row.firstName) : matches(row.item.title, ...row.item.data.map((detail) => `${label(detail.title)} ${detail.value ?? ''}`)),
  );
}

/** A chart segment's kind: an income type, or `yearly` for yearly amounts of unknown kind. */
export type IncomeKind = IncomeType | 'yearly';

/** One chart segment per income kind with the summed totals of the rows. */
export function incomeTotalsByType(rows: readonly IncomeRow[]): { type: IncomeKind; total: number }[] {
  const totals = new Map<IncomeKind, number>();
  for (const row of rows) {
    const type: IncomeKind = row.kind === 'item' ? row.item.type : 'yearly';
    totals.set(type, (totals.get(type) ?? 0) + rowTotal(row));
  }
  return [...totals].map(([type, total]) => ({ type, total }));
}
