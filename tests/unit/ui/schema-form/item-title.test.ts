// List items are titled from their own data by the template key the forms configuration names:
// the item's fields as the portal writes them (options by label, amounts as € 250.000), the
// `_empty` key while none of them is filled, never a raw key such as incomes-1.
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import screensConfig from '../../../../screens.config';
import { namespaces, resources } from '../../../../locales/resources';
import type { FormEntry } from '../../../../src/config';
import { formSources } from '../../../../src/ui/schema-form/form-sources';
import { isFilled, itemTitle, type TitleTexts } from '../../../../src/ui/schema-form/item-title';
import { labelAt } from '../../../../src/ui/schema-form/templates';
import { rootUi } from '../../../../src/ui/schema-form/ui-schema';
import type { UiSchema } from '@rjsf/utils';

function textsIn(lng: string): TitleTexts {
  const i18n = createInstance();
  void i18n.init({ resources, lng, ns: namespaces, defaultNS: 'forms', initAsync: false, interpolation: { escapeValue: false } });
  // Keys come from the configuration, so they are strings here, as in the engine.
  const t = i18n.t as unknown as (key: string, options: Record<string, unknown>) => string;
  return { text: (key, options) => t(key, { ...options, ns: 'forms' }), has: (key) => i18n.exists(key, { ns: 'forms' }) };
}

/** The uiSchema the engine builds from the configured entry, as the list templates read it. */
async function uiOf(entry: FormEntry, texts: TitleTexts): Promise<UiSchema> {
  const { schema } = await formSources[entry.schema]();
  return rootUi(schema, entry.uiSchema, (key) => texts.text(key));
}

const nl = textsIn('nl');
const { income, mortgage } = screensConfig.forms;
// Non-breaking: the euro sign stays with its amount where a title wraps.
const euro = (amount: string) => `€\u00a0${amount}`;

describe('item titles from the forms configuration', () => {
  it('titles an income by its kind and employer, in each language', async () => {
    const ui = await uiOf(income, nl);
    const incomes = ui.incomes as UiSchema;
    expect(incomes['ui:options']).toMatchObject({ itemTitle: 'income_title', addLabel: 'income_add' });
    const item = { type: 'EmploymentIncome', title: 'Gemeente Utrecht', gross_annual_amount: 66180 };
    expect(itemTitle('income_title', item, 0, incomes.items as UiSchema, nl)).toBe('Loondienst — Gemeente Utrecht');
    const en = textsIn('en');
    expect(itemTitle('income_title', item, 0, ((await uiOf(income, en)).incomes as UiSchema).items as UiSchema, en)).toBe('Employment — Gemeente Utrecht');
  });

  it('titles a loan part by number, repayment and amount, and a mortgage by its number', async () => {
    const mortgages = (await uiOf(mortgage, nl)).mortgages as UiSchema;
    const parts = (mortgages.items as UiSchema).mortgageParts as UiSchema;
    const part = { leningdeelnummer: '1', repayment_type: 1, hoofdsom: 250000, remaining_debt: 201031.75 };
    expect(itemTitle('loan_part_title', part, 0, parts.items as UiSchema, nl)).toBe(`Leningdeel 1 — Annuïteit ${euro('250.000')}`);
    expect(itemTitle('loan_part_title', { ...part, hoofdsom: 1234.5 }, 0, parts.items as UiSchema, nl)).toBe(`Leningdeel 1 — Annuïteit ${euro('1.234,50')}`);
    expect(itemTitle('mortgage_title', { hypotheeknummer: '53.42.118.907', mortgageParts: [part] }, 0, mortgages.items as UiSchema, nl)).toBe(
      'Hypotheek 53.42.118.907',
    );
  });

  it('counts an item whose fields are still empty, and drops the joint of a half-filled one', async () => {
    const items = ((await uiOf(income, nl)).incomes as UiSchema).items as UiSchema;
    expect(itemTitle('income_title', {}, 1, items, nl)).toBe('Inkomen 2');
    expect(itemTitle('income_title', { type: 'BenefitIncome' }, 1, items, nl)).toBe('Uitkering');
    expect(itemTitle('income_title', { title: 'UWV' }, 1, items, nl)).toBe('UWV');
    const mortgages = (await uiOf(mortgage, nl)).mortgages as UiSchema;
    // A mortgage without a number is known by its place, though its parts are filled.
    expect(itemTitle('mortgage_title', { mortgageParts: [{ leningdeelnummer: '1' }] }, 1, mortgages.items as UiSchema, nl)).toBe('Hypotheek 2');
  });

  it('names the item in the error summary: the field of which income or loan part is wrong', async () => {
    const incomes = await uiOf(income, nl);
    const data = { incomes: [{ type: 'EmploymentIncome', title: 'Gemeente Utrecht' }, { gross_annual_amount: 1200 }] };
    expect(labelAt(incomes, '.incomes.1.type', data, nl)).toBe('Inkomen 2, Soort');
    expect(labelAt(incomes, '.incomes.0.gross_annual_amount', data, nl)).toBe('Loondienst — Gemeente Utrecht, Bruto per jaar');
    const mortgages = await uiOf(mortgage, nl);
    const parts = { mortgages: [{ hypotheeknummer: '53.42.118.907', mortgageParts: [{ leningdeelnummer: '1', repayment_type: 1, hoofdsom: 250000 }] }] };
    expect(labelAt(mortgages, '.mortgages.0.mortgageParts.0.interest', parts, nl)).toBe(
      `Hypotheek 53.42.118.907, Leningdeel 1 — Annuïteit ${euro('250.000')}, Rente`,
    );
    // Without the data, the field's own label, as before.
    expect(labelAt(incomes, '.incomes.1.type')).toBe('Soort');
  });

  it('asks before removing only an item that holds something', () => {
    expect(isFilled({})).toBe(false);
    expect(isFilled({ title: '', mortgageParts: [{}] })).toBe(false);
    expect(isFilled({ gross_annual_amount: 0 })).toBe(true);
    expect(isFilled({ mortgageParts: [{ nhg: false }] })).toBe(true);
  });
});
