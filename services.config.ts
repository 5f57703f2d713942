/**
 * The services screen (advice §2): link cards in three groups, top to bottom as listed. A product
 * owner edits this file: add, remove or reorder cards; `{website}` in an address is the office's
 * own website (the customer's branch, else the office's); `brand: 'provider'` shows a card only
 * to offices of the provider brand, `brand: 'other'` only to the others. Texts are keys of
 * locales/<language>/sections.json (add the key in nl, en and de). Cards open in a new tab.
 */
import { defineServices } from './src/config/services';

export default defineServices([
  { id: 'mortgage-check', group: 'living', title: 'service_mortgage_check', text: 'service_mortgage_check_text', href: '{website}' },
  { id: 'policies', group: 'living', title: 'service_policies', text: 'service_policies_text', href: '{website}' },
  { id: 'premium', group: 'living', title: 'service_premium', text: 'service_premium_text', href: '{website}' },
  { id: 'testament', group: 'living', title: 'service_testament', text: 'service_testament_text', href: 'https://www.notaris.nl/' },
  { id: 'renovate', group: 'living', title: 'service_renovate', text: 'service_renovate_text', href: 'https://www.verbeterjehuis.nl/' },
  { id: 'mortgage-advice', group: 'buying_selling', title: 'service_mortgage_advice', text: 'service_mortgage_advice_text', href: '{website}' },
  { id: 'survey', group: 'buying_selling', title: 'service_survey', text: 'service_survey_text', href: 'https://www.eigenhuis.nl/' },
  { id: 'appraise', group: 'buying_selling', title: 'service_appraise', text: 'service_appraise_text', href: 'https://www.nwwi.nl/' },
  { id: 'sell', group: 'buying_selling', title: 'service_sell', text: 'service_sell_text', href: 'https://www.funda.nl/' },
  { id: 'move', group: 'buying_selling', title: 'service_move', text: 'service_move_text', href: 'https://www.rijksoverheid.nl/onderwerpen/verhuizen' },
  { id: 'energy-label', group: 'sustainability', title: 'service_energy_label', text: 'service_energy_label_text', href: 'https://www.ep-online.nl/' },
  { id: 'collective', group: 'sustainability', title: 'service_collective', text: 'service_collective_text', href: '{website}', brand: 'provider' },
  { id: 'sustain', group: 'sustainability', title: 'service_sustain', text: 'service_sustain_text', href: 'https://www.milieucentraal.nl/', brand: 'other' },
]);
