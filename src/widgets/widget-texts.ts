// The widgets' words: the portal's own locale files (`locales/<language>/widgets.json`), so every
// word of the portal lives in one place and the locale tests (same keys in each language, a `_u`
// twin for each Dutch text that says je) hold for them too. A bundle carries no i18next; it
// imports the three files and fills in `{{name}}` itself. German keeps "Zinssatz" for interest:
// "Rente" is a pension there.
import de from '../../locales/de/widgets.json';
import en from '../../locales/en/widgets.json';
import nl from '../../locales/nl/widgets.json';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../lib/languages';

export type WidgetTexts = typeof nl;
export type WidgetKey = keyof WidgetTexts;

const byLanguage: Record<Language, WidgetTexts> = { nl, en, de };

/** The page's language when the portal speaks it; Dutch for any other (an integrator's page may say nothing). */
const spoken = (language: string | null | undefined): Language => (isLanguage(language) ? language : DEFAULT_LANGUAGE);

export const widgetTexts = (language: string | null | undefined): WidgetTexts => byLanguage[spoken(language)];

/**
 * The text of `key` in `language`: its formal `_u` twin when the office says u and there is one,
 * as i18next's context picks it in the portal, with `{{name}}` filled in from `values`.
 */
export function widgetText(
  language: string | null | undefined,
  key: WidgetKey,
  formal: boolean,
  values: Readonly<Record<string, string | number>> = {},
): string {
  const texts = widgetTexts(language);
  const twin = `${key}_u`;
  const text = formal && Object.hasOwn(texts, twin) ? texts[twin as WidgetKey] : texts[key];
  return text.replace(/{{(\w+)}}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}

/** "10 jaar", "1 year", "10 Jahre": `years_one` or `years_other` by the language's plural rule. */
export const yearsText = (language: string | null | undefined, count: number): string =>
  widgetText(language, new Intl.PluralRules(spoken(language)).select(count) === 'one' ? 'years_one' : 'years_other', false, { count });
