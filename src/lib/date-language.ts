/**
 * The language dates are written in (month and day names), kept apart from dayjs: src/app/i18n.ts
 * sets it in the first download, and format.ts (with dayjs and its locales) reads it only when a
 * screen shows a date, so the login page does not carry dayjs.
 */
let current = 'nl';

/** Makes `language` the default of every formatted date. */
export function setDateLanguage(language: string): void {
  current = language;
}

export function dateLanguage(): string {
  return current;
}
