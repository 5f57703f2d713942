// The offer's customer-facing words on the server: the consent text a signer ticks (recorded with
// the signature exactly as shown), the signer's task and the signature page's labels. They come
// from the portal's own locale files, so the text recorded is the text the portal showed.
import de from '../../../locales/de/offer.json' with { type: 'json' };
import en from '../../../locales/en/offer.json' with { type: 'json' };
import nl from '../../../locales/nl/offer.json' with { type: 'json' };
import { addressContext } from '../../lib/formal-address';
import { isLanguage, type Language } from '../../lib/languages';
import type { SignaturePageLabels } from '../signing/document-signer';

type Texts = typeof nl;
const languages: Record<string, Texts> = { nl, en, de };

/** The language kept with the customer, Dutch when it is not one of the portal's. */
export const offerLanguage = (language: string): Language => (isLanguage(language) ? language : 'nl');

/** The office's form of address (core's `pronoun`): formal unless it is JE. */
export const isFormal = (settings: Record<string, unknown>) => addressContext(settings.pronoun as string | undefined) === 'u';

export function consentOf(language: string, formal: boolean): { key: string; text: string } {
  const key = formal ? 'consent_u' : 'consent';
  return { key: `offer.${key}`, text: languages[offerLanguage(language)]![key] };
}

export function taskOf(language: string, formal: boolean, validUntil: string): { title: string; description: string } {
  const texts = languages[offerLanguage(language)]!;
  const [year, month, day] = validUntil.split('-');
  return {
    title: formal ? texts.task_title_u : texts.task_title,
    description: (formal ? texts.task_text_u : texts.task_text).replace('{{date}}', `${day}-${month}-${year}`),
  };
}

export function pageLabels(language: string): SignaturePageLabels {
  const texts = languages[offerLanguage(language)]!;
  return {
    title: texts.page_title,
    intro: texts.page_intro,
    original: texts.page_original,
    signer: texts.page_signer,
    signedAt: texts.page_signed_at,
    consent: texts.page_consent,
    address: texts.page_address,
    device: texts.page_device,
  };
}

/** The signed copy's name among the documents: the original's, marked as signed. */
export const signedCopyName = (language: string, original: string) => `${languages[offerLanguage(language)]!.signed_copy} - ${original.replace(/\.pdf$/i, '')}`;
