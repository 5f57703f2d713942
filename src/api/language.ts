import type { Language } from '../lib/languages';
import { portalClient } from './client';

/**
 * Tells the server the customer's language, for its mails. The choice already holds on this
 * device; a failed save only costs the mails' language, so it is left unsaid.
 */
export function saveLanguage(language: Language): void {
  portalClient.POST('/customer/customer/language', { body: { language } }).catch(() => undefined);
}
