import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_STORAGE_KEY, type Language } from '../lib/languages';
import { portalClient } from './client';

/**
 * Tells the server the customer's language, for its mails. The choice already holds on this
 * device; a failed save only costs the mails' language, so it is left unsaid.
 */
export function saveLanguage(language: Language): void {
  portalClient.POST('/customer/customer/language', { body: { language } }).catch(() => undefined);
}

/**
 * The portal's language and a way to change it (the profile drawer's menu and the account tab,
 * through the shared LanguageSelect): the texts and dates switch at once, the choice is kept on
 * this device and sent to the server for its mails.
 */
export function useLanguage(): { language: Language; change: (language: Language) => void } {
  const { i18n } = useTranslation();
  const change = useCallback(
    (language: Language) => {
      void i18n.changeLanguage(language);
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
      saveLanguage(language);
    },
    [i18n],
  );
  const current = i18n.resolvedLanguage;
  return { language: isLanguage(current) ? current : DEFAULT_LANGUAGE, change };
}
