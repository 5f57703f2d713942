/**
 * Texts in nl (default and fallback), en and de; one JSON per namespace under
 * `locales/`. Formal variants sit beside the informal ones as `key_u` and are
 * chosen with i18next's context (see src/lib/formal-address.ts).
 */
import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { namespaces, resources } from '../../locales/resources';

export const LANGUAGES = ['nl', 'en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'nl';

// Typed keys: `t('welcom')` is a compile error, not a raw key on screen.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof resources)['nl'];
  }
}

export const i18n = createInstance();

// Screen readers pick their voice from <html lang>, so it follows the language.
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

void i18n.use(initReactI18next).init({
  resources,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES,
  ns: namespaces,
  defaultNS: 'common',
  // The resources are bundled, so the first render already has its texts.
  initAsync: false,
  // React escapes on render; escaping here too would show "&amp;" in "Hypotheken & Verzekeringen".
  interpolation: { escapeValue: false },
});
