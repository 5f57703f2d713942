// Every namespace of every language: the same keys as Dutch, the same interpolations, and a formal
// (_u) variant for each Dutch text that addresses the customer informally.
import { describe, expect, it } from 'vitest';
import { namespaces, resources } from '../../../locales/resources';

type Texts = Record<string, string>;
const texts = (language: 'nl' | 'en' | 'de', namespace: string) => (resources[language] as Record<string, Texts>)[namespace] ?? {};

describe.each(namespaces)('%s texts', (namespace) => {
  const nl = texts('nl', namespace);

  it.each(['en', 'de'] as const)('%s has exactly the Dutch keys', (language) => {
    expect(Object.keys(texts(language, namespace)).sort()).toEqual(Object.keys(nl).sort());
  });

  it('gives every Dutch text that says je/jouw a formal _u variant with u/uw', () => {
    for (const [key, text] of Object.entries(nl)) {
      if (key.endsWith('_u') || !/\b(je|jij|jou|jouw)\b/i.test(text)) continue;
      const formal = nl[`${key}_u`];
      expect(formal, key).toMatch(/\b(u|uw)\b/i);
      expect(formal, key).not.toMatch(/\b(je|jij|jou|jouw)\b/i);
    }
  });

  it('keeps the interpolations of each text in every language', () => {
    const names = (text: string): string[] => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1] ?? '').sort();
    for (const [key, text] of Object.entries(nl)) {
      for (const language of ['en', 'de'] as const) expect(names(texts(language, namespace)[key] ?? ''), `${language}.${key}`).toEqual(names(text));
    }
  });
});

it('the common namespace addresses the customer in both forms', () => {
  expect(Object.keys(texts('nl', 'common')).some((key) => key.endsWith('_u'))).toBe(true);
});
