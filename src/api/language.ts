import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_STORAGE_KEY, shownLanguageToKeep, signedInLanguage, type Language } from '../lib/languages';
import { usePortalData } from './portal-data';
import { portalClient } from './client';
import { queryKeys } from './query-keys';

/**
 * Tells the server the customer's language, for its mails, its signal texts and, when `chosen`,
 * the next sign-in (a choice goes without `chosen`, its default). The language already holds on
 * this device; a failed save only costs those, so it is left unsaid. Settles with whether the
 * server has it.
 */
export function saveLanguage(language: Language, chosen = true): Promise<boolean> {
  return portalClient.POST('/customer/customer/language', { body: chosen ? { language } : { language, chosen } }).then(
    ({ response }) => response.ok,
    () => false,
  );
}

/** Saves the language, then reads the signals again: the server draws their texts in the one it keeps. */
function useSaveLanguage(): (language: Language, chosen?: boolean) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (language: Language, chosen?: boolean) =>
      void saveLanguage(language, chosen).then((saved) => (saved ? queryClient.invalidateQueries({ queryKey: queryKeys.data('signals') }) : undefined)),
    [queryClient],
  );
}

/**
 * The portal's language and a way to change it (the profile drawer's menu and the account tab,
 * through the shared LanguageSelect): the texts and dates switch at once, the choice is kept on
 * this device and sent to the server for its mails.
 */
export function useLanguage(): { language: Language; change: (language: Language) => void } {
  const { i18n } = useTranslation();
  const save = useSaveLanguage();
  const change = useCallback(
    (language: Language) => {
      void i18n.changeLanguage(language);
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
      save(language);
    },
    [i18n, save],
  );
  const current = i18n.resolvedLanguage;
  return { language: isLanguage(current) ? current : DEFAULT_LANGUAGE, change };
}

/**
 * After sign-in, once the customer's answer is in: the language kept with the customer replaces
 * the device's when they chose one (a fresh browser speaks it too). When they never chose, the
 * server is told the language this device shows, so their mails and pushes speak what they read
 * (decision 062, amended). Once per sign-in, so a switch made in this session is never undone by
 * a later read of the customer.
 */
export function useKeptLanguage(): void {
  const { i18n } = useTranslation();
  const customer = usePortalData('customer').data;
  const save = useSaveLanguage();
  const applied = useRef(false);
  useEffect(() => {
    if (!customer || applied.current) return;
    applied.current = true;
    const device = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
    if (shownLanguageToKeep(customer, device)) save(device, false);
    const language = signedInLanguage(customer, device);
    if (language === device) return;
    void i18n.changeLanguage(language);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  }, [customer, i18n, save]);
}
