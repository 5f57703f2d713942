/**
 * The language dates are written in (month and day names), kept apart from format.ts:
 * src/app/i18n.ts sets it in the first download, and format.ts (with the names of every language)
 * reads it only when a screen shows a date, so the login page does not carry the names.
 */
let current = 'nl';

/** Makes `language` the default of every formatted date. */
export function setDateLanguage(language: string): void {
  current = language;
}

export function dateLanguage(): string {
  return current;
}
