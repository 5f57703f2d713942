import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { portalClient } from '../../api/client';
import { LANGUAGE_STORAGE_KEY, LANGUAGES, type Language } from '../i18n';

const isLanguage = (value: string | undefined): value is Language => LANGUAGES.some((language) => language === value);

/**
 * The portal's language and a way to change it: the texts and dates switch at once, the choice is
 * kept on this device and sent to the server for its mails.
 */
export function useLanguage(): { language: Language; change: (language: Language) => void } {
  const { i18n } = useTranslation();
  const change = useCallback(
    (language: Language) => {
      void i18n.changeLanguage(language);
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
      // The server answers 501 until its language call is built; the choice already holds here,
      // so any failure is left unsaid.
      portalClient.POST('/customer/customer/language', { body: { language } }).catch(() => undefined);
    },
    [i18n],
  );
  const current = i18n.resolvedLanguage;
  return { language: isLanguage(current) ? current : 'nl', change };
}
