import type { components } from '../../generated/portal';

/** The contract's languages (a customer's `language`). */
export type Language = components['schemas']['Language'];
/** The portal's languages: Dutch (default and fallback), English and German. */
export const LANGUAGES = ['nl', 'en', 'de'] as const satisfies readonly Language[];
export const DEFAULT_LANGUAGE: Language = 'nl';
/** Where the customer's language choice is kept on this device (the profile drawer and the account tab set it). */
export const LANGUAGE_STORAGE_KEY = 'language';

export const isLanguage = (value: string | null | undefined): value is Language => LANGUAGES.some((language) => language === value);

/**
 * The language of a first visit: the first of the browser's languages (navigator.languages, what
 * it sends as Accept-Language) that the portal speaks, by its primary tag ("de-DE" is German);
 * Dutch when none is.
 */
export function browserLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.split('-')[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * The language after sign-in: the one kept with the customer when they (or their office) chose
 * it, so a fresh browser speaks it too; otherwise the device's, as before sign-in.
 */
export function signedInLanguage(kept: { language: Language; language_chosen: boolean }, device: Language): Language {
  return kept.language_chosen ? kept.language : device;
}

/**
 * Whether the server should be told the language the device shows: only for a customer who never
 * chose one and whose kept language differs, so their mails and pushes follow what they read.
 */
export function shownLanguageToKeep(kept: { language: Language; language_chosen: boolean }, device: Language): boolean {
  return !kept.language_chosen && kept.language !== device;
}
