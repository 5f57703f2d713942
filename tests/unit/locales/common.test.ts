import { describe, expect, it } from 'vitest';
import de from '../../../locales/de/common.json';
import en from '../../../locales/en/common.json';
import nl from '../../../locales/nl/common.json';

const locales: Record<string, Record<string, string>> = { nl, en, de };

describe('common texts', () => {
  it.each(['en', 'de'])('%s has exactly the Dutch keys', (language) => {
    expect(Object.keys(locales[language] ?? {}).sort()).toEqual(Object.keys(nl).sort());
  });

  it('gives every Dutch text that says je/jouw a formal _u variant with u/uw', () => {
    const informal = Object.entries(nl).filter(([key, text]) => !key.endsWith('_u') && /\b(je|jij|jouw)\b/i.test(text));
    expect(informal.length).toBeGreaterThan(0);
    for (const [key] of informal) {
      const formal = (nl as Record<string, string>)[`${key}_u`];
      expect(formal, key).toMatch(/\b(u|uw)\b/i);
      expect(formal, key).not.toMatch(/\b(je|jij|jouw)\b/i);
    }
  });

  it('keeps the interpolations of each text in every language', () => {
    const names = (text: string): string[] => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1] ?? '').sort();
    for (const [key, text] of Object.entries(nl)) {
      for (const language of ['en', 'de']) {
        expect(names(locales[language]?.[key] ?? ''), `${language}.${key}`).toEqual(names(text));
      }
    }
  });
});
