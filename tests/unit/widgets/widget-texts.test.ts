// The advice widgets' words (issue 42, items 8 and the remaining words): they live in the locale
// files with every other word, so the widgets' sources write out none of them; English and German
// carry no Dutch word, German says "Zinssatz" for interest (keeping "Rente" for a pension), the
// office's je or u picks the text, and a language the portal does not speak reads Dutch.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import nl from '../../../locales/nl/widgets.json';
import { widgetText, widgetTexts, yearsText } from '../../../src/widgets/widget-texts';

const DUTCH =
  /\b(je|uw|jaar|maand|inkomen|rente|bereken|berekend|lenen|hypotheek|onbekend|studieschuld|kredietlimieten|energielabel|maandlast|vraag|advies|bedankt|toetsinkomen|woonquote|maatregelen|verduurzamen|leenruimte|isolatie)\b/i;

describe('the widgets texts', () => {
  it.each(['en', 'de'])('in %s carry no Dutch word', (language) => {
    expect(Object.values(widgetTexts(language)).filter((text) => DUTCH.test(text))).toEqual([]);
  });

  it('in German say Zinssatz for interest and never Rente', () => {
    expect(widgetTexts('de').rate).toBe('Zinssatz (%)');
    expect(Object.values(widgetTexts('de')).filter((text) => /Rente/.test(text))).toEqual([]);
  });

  it('are Dutch for a language the portal does not speak, or none', () => {
    expect(widgetTexts('fr')).toBe(widgetTexts('nl'));
    expect(widgetText(null, 'rate', false)).toBe('Rente (%)');
  });

  it('take the formal twin where the office says u, and fill in the figures', () => {
    expect(widgetText('nl', 'can_borrow', false)).toBe('Je kunt maximaal lenen');
    expect(widgetText('nl', 'can_borrow', true)).toBe('U kunt maximaal lenen');
    expect(widgetText('de', 'can_borrow', true)).toBe('Sie können höchstens leihen');
    expect(widgetText('nl', 'rate', true)).toBe('Rente (%)');
    expect(widgetText('en', 'max_thanks_text', true, { amount: '€211,009' })).toBe('Your adviser will contact you about your maximum mortgage of €211,009.');
  });

  it("count years by each language's plural rule", () => {
    expect([1, 10].map((count) => yearsText('nl', count))).toEqual(['1 jaar', '10 jaar']);
    expect([1, 10].map((count) => yearsText('en', count))).toEqual(['1 year', '10 years']);
    expect([1, 10].map((count) => yearsText('de', count))).toEqual(['1 Jahr', '10 Jahre']);
  });

  it("are written out nowhere in the widgets' sources: one place for words", () => {
    // The thanks step's event keeps the name advice §7 gives it, the Dutch heading's words: a name, not a text.
    const sources = readdirSync('src/widgets').map((file) => readFileSync(`src/widgets/${file}`, 'utf8').replace(/^export const THANKS = .*$/m, ''));
    // Each text's longest part between its figures, when long enough to be a label of its own and not a word of code.
    const longest = (text: string) => text.split(/{{\w+}}/).sort((a, b) => b.length - a.length)[0] ?? '';
    const written = Object.values(nl).filter((text) => longest(text).length > 8 && sources.some((source) => source.includes(longest(text))));
    expect(written).toEqual([]);
  });
});
