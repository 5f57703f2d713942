// The maximum-mortgage widget in the portal's three languages (issue 42, item 8): every language
// names the same figures, English and German carry no Dutch word, and German says "Zinssatz" for
// interest, keeping "Rente" for a pension.
import { describe, expect, it } from 'vitest';
import { widgetTexts, type WidgetTexts } from '../../../src/widgets/widget-texts';

// The figures' keys are the engine's names, not words on screen.
const words = ({ figures, ...texts }: WidgetTexts): string[] =>
  [...Object.values(texts), figures.map(([, label, why]) => [label, why])].flatMap((value: unknown) => {
    if (typeof value === 'function') return [String((value as (count: number) => string)(10))];
    if (Array.isArray(value)) return value.flat(2).map(String);
    return [String(value)];
  });

const DUTCH =
  /\b(je|uw|jaar|maand|inkomen|rente|bereken|berekend|lenen|hypotheek|onbekend|studieschuld|kredietlimieten|energielabel|maandlast|vraag|advies|bedankt|toetsinkomen|woonquote)\b/i;

describe('the maximum-mortgage widget texts', () => {
  it.each(['en', 'de'])('in %s carry no Dutch word', (language) => {
    expect(words(widgetTexts(language)).filter((text) => DUTCH.test(text))).toEqual([]);
  });

  it('in German say Zinssatz for interest and never Rente', () => {
    const german = widgetTexts('de');
    expect(german.rate).toBe('Zinssatz (%)');
    expect(words(german).filter((text) => /Rente/.test(text))).toEqual([]);
  });

  it('name the same figures in every language, and fall back to Dutch', () => {
    const keys = (language: string) => widgetTexts(language).figures.map(([key]) => key);
    expect(keys('en')).toEqual(keys('nl'));
    expect(keys('de')).toEqual(keys('nl'));
    expect(widgetTexts('fr')).toBe(widgetTexts('nl'));
    expect(widgetTexts(null).rate).toBe('Rente (%)');
  });
});
