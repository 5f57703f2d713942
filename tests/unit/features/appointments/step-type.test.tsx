// The booking dialog's first step in English and German (issue 42): a category the office's
// catalogue names in Dutch is shown in the reader's language; a type, the office's own words,
// stays as written.
import { createInstance } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { namespaces, resources } from '../../../../locales/resources';
import type { Catalogue } from '../../../../src/features/appointments/booking.machine';
import { StepType } from '../../../../src/features/appointments/components/step-type';

const catalogue = {
  categories: [
    { id: 1, name: 'Hypotheken', types: [{ id: 11, name: 'Hypotheekcheck', description: 'Past je hypotheek nog?', duration: 30 }] },
    { id: 2, name: 'Door het kantoor geschreven', types: [] },
    { id: 3, name: 'Verzekeringen', types: [] },
  ],
  resources: [],
} as unknown as Catalogue;

/** The step as drawn in `language` with `categoryId` chosen: a closed select shows only the chosen name. */
function drawn(language: 'nl' | 'en' | 'de', categoryId: number): string {
  const i18n = createInstance();
  void i18n
    .use(initReactI18next)
    .init({ resources, lng: language, ns: namespaces, defaultNS: 'common', initAsync: false, interpolation: { escapeValue: false } });
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <StepType catalogue={catalogue} categoryId={categoryId} typeId={11} onCategory={() => undefined} onType={() => undefined} />
    </I18nextProvider>,
  );
  return html.replace(/<[^>]+>/g, ' ');
}

describe('the booking step of a category and a type', () => {
  it.each([
    ['nl', 3, 'Verzekeringen'],
    ['en', 1, 'Mortgages'],
    ['de', 3, 'Versicherungen'],
  ] as const)('names a known category in %s', (language, categoryId, name) => {
    expect(drawn(language, categoryId)).toContain(` ${name} `);
  });

  it("keeps the office's type as written, and a category no table knows", () => {
    expect(drawn('en', 1)).toContain('Hypotheekcheck');
    expect(drawn('en', 1)).not.toContain('Hypotheken');
    expect(drawn('de', 2)).toContain('Door het kantoor geschreven');
  });
});
