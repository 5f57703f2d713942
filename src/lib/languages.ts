import type { components } from '../../generated/portal';

/** The contract's languages (a customer's `language`). */
export type Language = components['schemas']['Language'];
/** The portal's languages: Dutch (default and fallback), English and German. */
export const LANGUAGES = ['nl', 'en', 'de'] as const satisfies readonly Language[];
export const DEFAULT_LANGUAGE: Language = 'nl';
/** Where the customer's language choice is kept on this device (the profile drawer and the account tab set it). */
export const LANGUAGE_STORAGE_KEY = 'language';

export const isLanguage = (value: string | null | undefined): value is Language => LANGUAGES.some((language) => language === value);
