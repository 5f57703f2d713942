import { describe, expect, it } from 'vitest';
import de from '../../../locales/de/labels.json';
import en from '../../../locales/en/labels.json';
import nl from '../../../locales/nl/labels.json';
import {
  APPOINTMENT_CATEGORIES,
  HOUSE_KINDS,
  INCOME_DETAILS,
  knownLabel,
  OBLIGATION_DETAILS,
  OBLIGATION_KINDS,
  POLICY_DETAILS,
  POLICY_KINDS,
  type LabelTable,
  type LabelTranslate,
} from '../../../src/lib/known-labels';

const translator =
  (texts: Record<string, string>): LabelTranslate =>
  (key, values) =>
    (texts[key] ?? `missing ${key}`).replace('{{year}}', values.year);

const [dutch, english, german] = [translator(nl), translator(en), translator(de)];

/** Every Dutch text a table knows, with a year where the table wants one. */
const knownTexts = (table: LabelTable) => Object.keys(table).map((text) => text.replace('{jaar}', '2025'));

describe.each([
  ['income details', INCOME_DETAILS, 'Bruto jaarsalaris', 'Gross annual salary', 'Bruttojahresgehalt'],
  ['obligation details', OBLIGATION_DETAILS, 'Kredietlimiet', 'Credit limit', 'Kreditrahmen'],
  ['obligation kinds', OBLIGATION_KINDS, 'Doorlopend krediet', 'Revolving credit', 'Rahmenkredit'],
  ['house kinds', HOUSE_KINDS, 'Tussenwoning', 'Terraced house', 'Reihenmittelhaus'],
  ['policy kinds', POLICY_KINDS, 'Inboedel', 'Home contents', 'Hausrat'],
  ['policy details', POLICY_DETAILS, 'Eigen risico', 'Excess', 'Selbstbeteiligung'],
  ['appointment categories', APPOINTMENT_CATEGORIES, 'Verzekeringen', 'Insurance', 'Versicherungen'],
] as const)('%s', (_name, table, sample, inEnglish, inGerman) => {
  it('reads the Dutch text in English and German', () => {
    expect(knownLabel(table, sample, english)).toBe(inEnglish);
    expect(knownLabel(table, sample, german)).toBe(inGerman);
  });

  it('gives back every known text unchanged in Dutch, and in English and German never the Dutch', () => {
    for (const text of knownTexts(table)) {
      expect(knownLabel(table, text, dutch), text).toBe(text);
      expect(knownLabel(table, text, english), text).not.toMatch(/^missing /);
      expect(knownLabel(table, text, german), text).not.toMatch(/^missing /);
    }
    // Words both languages share may stay; the rest must change.
    const changed = knownTexts(table).filter((text) => knownLabel(table, text, english) !== text);
    expect(changed.length).toBeGreaterThan(knownTexts(table).length / 2);
  });

  it('shows a text it does not know as written, also one that only starts like a known one', () => {
    expect(knownLabel(table, 'Door het kantoor geschreven', english)).toBe('Door het kantoor geschreven');
    expect(knownLabel(table, `${sample} extra`, german)).toBe(`${sample} extra`);
    expect(knownLabel(table, 'constructor', english)).toBe('constructor');
  });
});

describe('an obligation kind the office system writes with its qualifier', () => {
  // Jan's demo alimony: known in full, so no Dutch "ex-partner" is left in the translation.
  it('reads "Partneralimentatie ex-partner" in every language', () => {
    expect(knownLabel(OBLIGATION_KINDS, 'Partneralimentatie ex-partner', dutch)).toBe('Partneralimentatie ex-partner');
    expect(knownLabel(OBLIGATION_KINDS, 'Partneralimentatie ex-partner', english)).toBe('Spousal maintenance to a former partner');
    expect(knownLabel(OBLIGATION_KINDS, 'Partneralimentatie ex-partner', german)).toBe('Ehegattenunterhalt an den früheren Partner');
  });

  it('still keeps another qualifier as written rather than half translated', () => {
    expect(knownLabel(OBLIGATION_KINDS, 'Alimentatie kinderen', english)).toBe('Alimentatie kinderen');
  });
});

describe('a year at the end', () => {
  it('keeps the year in the translated text', () => {
    expect(knownLabel(INCOME_DETAILS, 'Winst 2023', english)).toBe('Profit 2023');
    expect(knownLabel(INCOME_DETAILS, 'Winst 2024', german)).toBe('Gewinn 2024');
  });

  it('looks a year up only where the table wants one', () => {
    expect(knownLabel(INCOME_DETAILS, 'Vakantiegeld 2025', english)).toBe('Vakantiegeld 2025');
    expect(knownLabel(INCOME_DETAILS, 'Winst', english)).toBe('Winst');
  });
});
