// Which language the portal speaks on a first visit and after sign-in (issue 42, item 13).
import { describe, expect, it } from 'vitest';
import { browserLanguage, shownLanguageToKeep, signedInLanguage } from '../../../src/lib/languages';

describe('a first visit', () => {
  it.each([
    [['de-DE', 'de', 'en'], 'de'],
    [['en-GB'], 'en'],
    [['EN-us'], 'en'],
    [['fr-FR', 'en-US'], 'en'],
    [['nl-BE', 'en'], 'nl'],
    [['fr-FR', 'es'], 'nl'],
    [[], 'nl'],
  ] as const)('follows the browser asking for %j with %s', (preferred, language) => {
    expect(browserLanguage(preferred)).toBe(language);
  });
});

describe('after sign-in', () => {
  it("takes the customer's chosen language over the device's", () => {
    expect(signedInLanguage({ language: 'en', language_chosen: true }, 'nl')).toBe('en');
    expect(signedInLanguage({ language: 'nl', language_chosen: true }, 'de')).toBe('nl');
  });

  it('keeps the device language while the customer never chose one', () => {
    expect(signedInLanguage({ language: 'nl', language_chosen: false }, 'de')).toBe('de');
  });
});

describe('the language the server keeps for mails', () => {
  it('is told the language the device shows while the customer never chose one', () => {
    expect(shownLanguageToKeep({ language: 'nl', language_chosen: false }, 'en')).toBe(true);
    expect(shownLanguageToKeep({ language: 'en', language_chosen: false }, 'nl')).toBe(true);
  });

  it('is told nothing when it keeps that language already, or the customer chose one', () => {
    expect(shownLanguageToKeep({ language: 'de', language_chosen: false }, 'de')).toBe(false);
    expect(shownLanguageToKeep({ language: 'en', language_chosen: true }, 'de')).toBe(false);
  });
});
