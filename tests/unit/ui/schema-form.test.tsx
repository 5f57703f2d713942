// The form engine: a form renders from the contract's schema as its configuration entry says, so
// editing only the entry (order, hidden, widget, help) changes the form; the precompiled
// validator and the locale texts give the errors.
import { createInstance } from 'i18next';
import { Suspense } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import screensConfig from '../../../screens.config';
import { namespaces, resources } from '../../../locales/resources';
import type { FormEntry } from '../../../src/config';
import { SchemaForm } from '../../../src/ui/schema-form';
import { SchemaFormView } from '../../../src/ui/schema-form/schema-form';
import { formSources } from '../../../src/ui/schema-form/form-sources';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { errorTransformer, type Translate } from '../../../src/ui/schema-form/form-errors';

const i18n = createInstance();
void i18n.use(initReactI18next).init({ resources, lng: 'nl', ns: namespaces, defaultNS: 'common', initAsync: false, interpolation: { escapeValue: false } });

async function render(entry: FormEntry, formData: unknown = {}) {
  const source = await formSources[entry.schema]();
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <SchemaFormView entry={entry} source={source} formData={formData} onChange={() => {}} onSubmit={() => {}} today="2026-11-22">
        <button type="submit">ok</button>
      </SchemaFormView>
    </I18nextProvider>,
  );
}

/** The labels with MUI's required mark (a select's label is a div, a text field's a label). */
const marked = (html: string) =>
  [...html.replace(/<style[^>]*>[^<]*<\/style>/g, '').matchAll(/Mui-required[^>]*>([^<]+)<span[^>]*class="MuiFormLabel-asterisk/g)].map((match) =>
    match[1]!.trim(),
  );

/** The visible labels in the order they render. */
const labels = (html: string) => [...html.matchAll(/<label[^>]*>([^<]+)/g)].map((match) => match[1]);

describe('a form from configuration', () => {
  const living = screensConfig.forms.living;

  it('renders the living form from the contract schema with Dutch labels in the configured order', async () => {
    const html = await render(living);
    expect(labels(html)).toEqual(['Postcode', 'Huisnummer', 'Toevoeging', 'Marktwaarde', 'WOZ-waarde']);
    expect(html).toContain('Wat de woning nu ongeveer waard is');
    expect(html).not.toContain('type="number"');
  });

  it('follows an edit of the entry alone: reorder, hide, switch a widget, change a help text', async () => {
    const edited: FormEntry = {
      ...living,
      uiSchema: {
        order: ['woz_value', 'market_value', 'postal_code', 'house_number'],
        fields: {
          ...living.uiSchema.fields,
          house_number_addition: { hidden: true },
          market_value: { widget: 'wholeMoney', help: 'woz_value_help' },
          house_number: { widget: 'mobile' },
        },
      },
    };
    const html = await render(edited);
    expect(labels(html)).toEqual(['WOZ-waarde', 'Marktwaarde', 'Postcode', 'Huisnummer']);
    expect(html).not.toContain('Wat de woning nu ongeveer waard is');
    expect(html).toMatch(/id="root_house_number"[^>]*inputmode="tel"/i);
  });

  it('marks a field the entry makes required, and gives a hidden field no grid cell', async () => {
    const message = screensConfig.forms.message;
    const html = await render(message);
    // category and subject are required by the entry, message by the contract: all three marked.
    expect(marked(html)).toEqual(['Categorie', 'Onderwerp', 'Bericht']);
    expect(html).not.toContain('root_screen');
    // Three cells, one for each visible field.
    expect(html.match(/MuiGrid-grid-xs-12/g)).toHaveLength(3);
    const optional: FormEntry = { ...message, uiSchema: { ...message.uiSchema, fields: { ...message.uiSchema.fields, subject: {} } } };
    expect(marked(await render(optional))).toEqual(['Categorie', 'Bericht']);
  });

  it('renders loan parts without move buttons, so no English title shows', async () => {
    const part = {
      leningdeelnummer: '1',
      repayment_type: 1,
      begindatum: '2019-05-01',
      einddatum: '2049-05-01',
      hoofdsom: 1000,
      remaining_debt: 900,
      interest: 3.5,
      nhg: false,
      interest_type: 'fixed',
      tax_box_type: 1,
    };
    const html = await render(screensConfig.forms.mortgage, { mortgages: [{ id: 1, mortgageParts: [part, { ...part, leningdeelnummer: '2' }] }] });
    expect(html).toContain('root_mortgages_0_mortgageParts_1_hoofdsom');
    expect(html).not.toMatch(/Move (up|down)|rjsf-array-item-move/);
  });

  it('shows an enum as a select whose option labels come from the locales', async () => {
    const html = await render(screensConfig.forms.personalia, { sex: 'female' });
    expect(html).toContain('Vrouw');
    expect(html).toContain('Geboortedatum');
  });
});

describe('the precompiled validator and the error texts', () => {
  const translate = Object.assign((key: string, options?: Record<string, unknown>) => i18n.t(key as never, { ...options, ns: 'forms' }) as string, {
    has: (key: string) => i18n.exists(key, { ns: 'forms' }),
  }) satisfies Translate;

  it('refuses what the contract refuses, in Dutch', async () => {
    const source = await formSources.CurrentLivingEdit();
    const validator = createPrecompiledValidator(source.validators, source.schema);
    const { errors } = validator.validateFormData(
      { postal_code: '1234 A', house_number: 1, market_value: 1 },
      source.schema,
      undefined,
      errorTransformer(translate),
    );
    expect(errors.map((error) => error.message).sort()).toEqual(['Dit veld is verplicht', 'Vul een postcode in als 1234 AB']);
  });

  it('refuses a rate of 10.5 % and a mobile number of 11 characters', async () => {
    const contact = await formSources.ContactDetailsEdit();
    const contactErrors = createPrecompiledValidator(contact.validators, contact.schema).validateFormData(
      { mobile: '06123456789' },
      contact.schema,
      undefined,
      errorTransformer(translate),
    ).errors;
    expect(contactErrors.map((error) => error.message)).toEqual(['Gebruik hoogstens 10 tekens']);
    const mortgage = await formSources.MortgageEdit();
    const part = {
      leningdeelnummer: '1',
      repayment_type: 1,
      begindatum: '2019-05-01',
      einddatum: '2049-02-31',
      hoofdsom: 1000,
      remaining_debt: 900,
      interest: 10.5,
      nhg: false,
      interest_type: 'fixed',
      tax_box_type: 1,
    };
    const mortgageErrors = createPrecompiledValidator(mortgage.validators, mortgage.schema).validateFormData(
      { mortgages: [{ mortgageParts: [part] }] },
      mortgage.schema,
      undefined,
      errorTransformer(translate),
    ).errors;
    expect(mortgageErrors.map((error) => error.message).sort()).toEqual(['Deze datum bestaat niet', 'Een rente is hoogstens 10%']);
  });
});

describe('a form with texts of its own', () => {
  it('waits for the shared forms texts too, rather than showing their keys', async () => {
    const entry = screensConfig.forms.message;
    expect(entry.texts).toBe('inbox');
    const source = await formSources[entry.schema]();
    // The form's own texts are there; the shared forms texts are still on their way.
    const lazy = createInstance();
    void lazy
      .use({
        type: 'backend',
        init: () => undefined,
        read: (_language: string, namespace: string, callback: (error: null, texts: object) => void) =>
          namespace !== 'forms' && callback(null, resources.nl[namespace as keyof typeof resources.nl]),
      })
      .use(initReactI18next)
      .init({ lng: 'nl', ns: ['common', 'inbox'], defaultNS: 'common', initAsync: false, interpolation: { escapeValue: false } });
    await lazy.loadNamespaces(['common', 'inbox']);
    const html = renderToStaticMarkup(
      <I18nextProvider i18n={lazy}>
        <Suspense fallback={<p>wacht</p>}>
          <SchemaFormView entry={entry} source={source} formData={{}} onChange={() => {}} onSubmit={() => {}} today="2026-11-22">
            <button type="submit">ok</button>
          </SchemaFormView>
        </Suspense>
      </I18nextProvider>,
    );
    expect(html).toBe('<p>wacht</p>');
  });

  it('names its spinner while the form engine loads, so a screen reader hears what it waits for', () => {
    const html = renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <SchemaForm form="message" formData={{}} onChange={() => {}} onSubmit={() => {}}>
          <button type="submit">ok</button>
        </SchemaForm>
      </I18nextProvider>,
    );
    expect(html).toMatch(/role="progressbar"[^>]*aria-label="Het formulier wordt geladen"|aria-label="Het formulier wordt geladen"[^>]*role="progressbar"/);
  });
});
