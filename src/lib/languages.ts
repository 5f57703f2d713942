/** The portal's languages: Dutch (default and fallback), English and German. */
export const LANGUAGES = ['nl', 'en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'nl';
/** Where the customer's language choice is kept on this device (the profile drawer and the account tab set it). */
export const LANGUAGE_STORAGE_KEY = 'language';

export const isLanguage = (value: string | null | undefined): value is Language => LANGUAGES.some((language) => language === value);
