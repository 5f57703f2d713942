/**
 * The entry rules of the retirement screen (advice §2). Per person, the entries are the pension
 * items, or, when there are none, one entry with the gross yearly old-age plus employment pension
 * when that sum is above 0. The chart shows one segment per pension without a partner, and one
 * segment per person (their total) with a partner. The side menu counts the same entries
 * (src/lib/counts.ts pensionCount).
 */
import type { components } from '../../../generated/portal';

export type PensionItem = components['schemas']['PensionItem'];

export interface PensionHolder {
  first_name: string | null;
  gross_annual_old_age_pension_amount: number | null;
  gross_annual_employment_pension_amount: number | null;
}

export type PensionEntry = { kind: 'item'; item: PensionItem } | { kind: 'summed'; firstName: string; amount: number };

export function pensionEntries(items: readonly PensionItem[], holder: PensionHolder | null | undefined): PensionEntry[] {
  if (items.length > 0) return items.map((item) => ({ kind: 'item', item }));
  const sum = (holder?.gross_annual_old_age_pension_amount ?? 0) + (holder?.gross_annual_employment_pension_amount ?? 0);
  return sum > 0 ? [{ kind: 'summed', firstName: holder?.first_name ?? '', amount: sum }] : [];
}

export const entryTotal = (entry: PensionEntry): number => (entry.kind === 'item' ? entry.item.total : entry.amount);

export const entriesTotal = (entries: readonly PensionEntry[]): number => entries.reduce((sum, entry) => sum + entryTotal(entry), 0);

/** A pension's name: its agency, else its description. */
export const entryName = (entry: PensionEntry): string => (entry.kind === 'item' ? (entry.item.agency ?? entry.item.description ?? '') : entry.firstName);

export interface ChartPoint {
  id: string;
  label: string;
  value: number;
}

/** Chart points: per pension without a partner, per person (named) with one. */
export function pensionChart(own: readonly PensionEntry[], partner: { name: string; entries: readonly PensionEntry[] } | null, ownName: string): ChartPoint[] {
  if (!partner) return own.map((entry, index) => ({ id: `own-${index}`, label: entryName(entry), value: entryTotal(entry) }));
  return [
    { id: 'customer', label: ownName, value: entriesTotal(own) },
    { id: 'partner', label: partner.name, value: entriesTotal(partner.entries) },
  ];
}
