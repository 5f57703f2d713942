/**
 * Texts in nl (default and fallback), en and de; one JSON per namespace under
 * `locales/`. Formal variants sit beside the informal ones as `key_u` and are
 * chosen with i18next's context (see src/lib/formal-address.ts).
 */
import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { namespaces, resources } from '../../locales/resources';
import { setDateLanguage } from '../lib/format';

export const LANGUAGES = ['nl', 'en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'nl';
/** Where the customer's language choice is kept on this device (the profile drawer sets it). */
export const LANGUAGE_STORAGE_KEY = 'language';

function storedLanguage(): Language {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return LANGUAGES.find((language) => language === stored) ?? DEFAULT_LANGUAGE;
}

// Typed keys: `t('welcom')` is a compile error, not a raw key on screen.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof resources)['nl'];
  }
}

export const i18n = createInstance();

// Screen readers pick their voice from <html lang>, and dates their month names, so both follow.
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
  setDateLanguage(language);
});

void i18n.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES,
  ns: namespaces,
  defaultNS: 'common',
  // The resources are bundled, so the first render already has its texts.
  initAsync: false,
  // React escapes on render; escaping here too would show "&amp;" in "Hypotheken & Verzekeringen".
  interpolation: { escapeValue: false },
});
