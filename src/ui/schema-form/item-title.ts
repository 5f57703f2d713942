/**
 * A list item's title from its own data (issue 27): the configured template key filled with the
 * item's fields written the way the portal writes them, amounts as `€ 250.000`, options by their
 * labels, dates as 05-03-2026. Pure, so the templates are tested without a form.
 */
import type { UiSchema } from '@rjsf/utils';
import { formatDate, formatEnteredMoney, formatPercent } from '../../lib/format';

export interface TitleTexts {
  text: (key: string, options?: Record<string, unknown>) => string;
  has: (key: string) => boolean;
}

const decimals = (value: number) => (Number.isInteger(value) ? 0 : 2);

/** One field's value as the title shows it, by the widget its uiSchema names. */
export function shownValue(value: unknown, ui: UiSchema | undefined, { text }: TitleTexts): string {
  if (value === undefined || value === null || value === '') return '';
  const options = (ui?.['ui:options'] ?? {}) as { optionsKey?: string };
  switch (ui?.['ui:widget']) {
    case 'money':
    case 'wholeMoney':
      return formatEnteredMoney(value);
    case 'percentage':
      return typeof value === 'number' ? formatPercent(value, decimals(value)) : '';
    case 'enumSelect':
      return text(`${options.optionsKey ?? ''}_${String(value)}`);
    case 'dateParts':
    case 'birthDate':
      return formatDate(String(value), 'numeric');
    case 'yesNo':
      return text(value === true ? 'yes' : 'no');
    default:
      return typeof value === 'object' ? '' : String(value);
  }
}

// What joins the parts of a template ("Loondienst — Gemeente Utrecht"), dropped at either end
// where the part beside it is empty.
const LOOSE_ENDS = /^[\s—–\-,:·/]+|[\s—–\-,:·/]+$/g;

/**
 * The title of item `index` (0-based) of a list: `template` filled with the item's shown values and
 * `index` counted from 1; `<template>_empty` (if there is one) while none of the item's values shows.
 */
export function itemTitle(template: string, item: unknown, index: number, itemsUi: UiSchema | undefined, texts: TitleTexts): string {
  const record = item && typeof item === 'object' ? (item as Record<string, unknown>) : {};
  const names = new Set([...Object.keys(itemsUi ?? {}).filter((name) => !name.startsWith('ui:')), ...Object.keys(record)]);
  const values: Record<string, string> = {};
  const blanks: Record<string, string> = {};
  for (const name of names) {
    values[name] = shownValue(record[name], itemsUi?.[name] as UiSchema | undefined, texts);
    blanks[name] = '';
  }
  const filled = texts.text(template, { ...values, index: index + 1 });
  const unfilled = texts.text(template, { ...blanks, index: index + 1 });
  const empty = `${template}_empty`;
  if (filled === unfilled && texts.has(empty)) return texts.text(empty, { index: index + 1 });
  return filled.replace(LOOSE_ENDS, '') || String(index + 1);
}

/** Whether an item holds anything the customer could lose by removing it. */
export function isFilled(item: unknown): boolean {
  if (item === undefined || item === null || item === '') return false;
  if (Array.isArray(item)) return item.some(isFilled);
  if (typeof item === 'object') return Object.values(item).some(isFilled);
  return true;
}
