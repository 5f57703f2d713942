// The profile drawer's home (issue 42): the house kind the office's system writes in Dutch is
// shown in the reader's language, as on the living screen (decision 066).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { namespaces, resources } from '../../../../locales/resources';
import { queryKeys } from '../../../../src/api/query-keys';
import { HomeSummary } from '../../../../src/app/shell/home-summary';

const living = {
  street_name: null,
  formatted_number: null,
  postcode: null,
  city: null,
  energy_label: null,
  residential_building_type: 'Tussenwoning',
  construction_year: 1998,
  woz_value_home: null,
};

function drawn(language: 'nl' | 'en' | 'de', kind: string): string {
  const i18n = createInstance();
  void i18n
    .use(initReactI18next)
    .init({ resources, lng: language, ns: namespaces, defaultNS: 'common', initAsync: false, interpolation: { escapeValue: false } });
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(queryKeys.data('living'), { ...living, residential_building_type: kind });
  const html = renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <HomeSummary />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return html.replace(/<[^>]+>/g, '|');
}

describe("the profile drawer's home", () => {
  it.each([
    ['nl', 'Tussenwoning'],
    ['en', 'Terraced house'],
    ['de', 'Reihenmittelhaus'],
  ] as const)('names the house kind in %s', (language, kind) => {
    expect(drawn(language, 'Tussenwoning')).toContain(`|${kind}|`);
  });

  it('shows a kind no table knows as written', () => {
    expect(drawn('en', 'Woonboerderij')).toContain('|Woonboerderij|');
  });
});
