/**
 * Texts in nl (default and fallback), en and de; one JSON per namespace under
 * `locales/`. Formal variants sit beside the informal ones as `key_u` and are
 * chosen with i18next's context (see src/lib/formal-address.ts).
 *
 * Only the Dutch common texts are in the first download; every other language and namespace is a
 * small file fetched when a screen first asks for it (`useTranslation('dossier')` waits in the
 * screen's Suspense). A new namespace is still a JSON per language plus its line in
 * locales/resources.ts: the files are found by the pattern below.
 */
import { createInstance, type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import nlCommon from '../../locales/nl/common.json';
import type { resources } from '../../locales/resources';

import { browserLanguage, DEFAULT_LANGUAGE, isLanguage, LANGUAGE_STORAGE_KEY, LANGUAGES, type Language } from '../lib/languages';

/** The choice kept on this device; on a first visit the browser's language. */
function storedLanguage(): Language {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_STORAGE_KEY);
  if (isLanguage(stored)) return stored;
  return typeof navigator === 'undefined' ? DEFAULT_LANGUAGE : browserLanguage(navigator.languages ?? [navigator.language]);
}

// Typed keys: `t('welcom')` is a compile error, not a raw key on screen.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof resources)['nl'];
  }
}

export type Namespace = keyof (typeof resources)['nl'];

// Dutch common is bundled above, so the pattern leaves it out.
const localeFiles = import.meta.glob<ResourceKey>(['../../locales/*/*.json', '!../../locales/nl/common.json'], { import: 'default' });

const lazyLocales: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    // Files are kebab-case like every file here: the namespace editInfo is edit-info.json.
    const file = namespace.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
    const load = localeFiles[`../../locales/${language}/${file}.json`];
    if (!load) return callback(new Error(`No texts for ${language}/${namespace}`), false);
    load().then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n = createInstance();

/** Fetches the texts of `namespaces` (current language and Dutch fallback) before a screen needs them. */
export function loadTexts(namespaces: readonly Namespace[]): Promise<void> {
  return i18n.loadNamespaces([...namespaces]);
}

// Screen readers pick their voice from <html lang>, so it follows (dates follow in signed-in-app.tsx).
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

/** Settles when the common texts of the customer's language are there (at once in Dutch). */
export const textsReady: Promise<unknown> = i18n
  .use(lazyLocales)
  .use(initReactI18next)
  .init({
    resources: { nl: { common: nlCommon } },
    partialBundledLanguages: true,
    lng: storedLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES,
    ns: ['common'],
    defaultNS: 'common',
    // The Dutch common texts are bundled, so a Dutch first render has its texts without waiting.
    initAsync: false,
    // React escapes on render; escaping here too would show "&amp;" in "Hypotheken & Verzekeringen".
    interpolation: { escapeValue: false },
  });
