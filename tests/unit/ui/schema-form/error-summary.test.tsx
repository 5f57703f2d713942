// @vitest-environment jsdom
// The one error summary of a schema form: it appears on a refused submit with one linked entry per
// field and takes the focus then; it follows the fields as they are fixed and goes when all are,
// without taking the focus from the field being typed in; a field says each message once.
import { createInstance } from 'i18next';
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import screensConfig from '../../../../screens.config';
import { namespaces, resources } from '../../../../locales/resources';
import type { FormEntry } from '../../../../src/config';
import type { RuleProblem } from '../../../../src/lib/edit-rules';
import { formSources, type FormSource } from '../../../../src/ui/schema-form/form-sources';
import { SchemaFormView } from '../../../../src/ui/schema-form/schema-form';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const i18n = createInstance();
void i18n.use(initReactI18next).init({ resources, lng: 'nl', ns: namespaces, defaultNS: 'common', initAsync: false, interpolation: { escapeValue: false } });
const nl = resources.nl;

let root: Root | null = null;
let host: HTMLElement;
afterEach(() => {
  act(() => root?.unmount());
  host.remove();
});

function Harness({ entry, source, rules }: { entry: FormEntry; source: FormSource; rules?: (data: unknown) => readonly RuleProblem[] }) {
  const [data, setData] = useState<unknown>({});
  return (
    <I18nextProvider i18n={i18n}>
      <SchemaFormView entry={entry} source={source} formData={data} onChange={setData} onSubmit={() => {}} rules={rules} today="2026-11-22">
        <button type="submit">ok</button>
      </SchemaFormView>
    </I18nextProvider>
  );
}

async function mount(entry: FormEntry, rules?: (data: unknown) => readonly RuleProblem[]) {
  const source = await formSources[entry.schema]();
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => root!.render(<Harness entry={entry} source={source} rules={rules} />));
}

const submit = () => act(() => void host.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
const summary = () =>
  [...host.querySelectorAll('[role="alert"]')].find((alert) => alert.textContent?.includes(nl.forms.errors_title)) as HTMLElement | undefined;
const entries = () => [...(summary()?.querySelectorAll('li a') ?? [])].map((link) => [link.getAttribute('href'), link.textContent]);

/** Types `text` into the input with `id` the way a browser does: focus, then one input event per character. */
function type(id: string, text: string) {
  const input = host.querySelector<HTMLInputElement>(`#${id}`)!;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => input.focus());
  for (const character of text) {
    act(() => {
      setValue.call(input, input.value + character);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
  }
  return input;
}

describe('the error summary', () => {
  it('links each field once, follows the fixes, and keeps the focus where the customer types', async () => {
    await mount(screensConfig.forms.message);
    expect(summary()).toBeUndefined();
    submit();
    expect(entries()).toEqual([
      // In the order of the page, each field's own text where it has one.
      ['#root_category', `${nl.inbox.category}: ${nl.inbox.category_required}`],
      ['#root_subject', `${nl.inbox.subject}: ${nl.inbox.subject_required}`],
      ['#root_message', `${nl.inbox.message}: ${nl.inbox.message_required}`],
    ]);
    expect(document.activeElement).toBe(summary());

    const subject = type('root_subject', 'Vraag');
    expect(document.activeElement).toBe(subject);
    expect(subject.value).toBe('Vraag');
    expect(entries().map(([href]) => href)).toEqual(['#root_category', '#root_message']);
    expect(host.querySelector('#root_subject__error')).toBeNull();

    const message = host.querySelector<HTMLTextAreaElement>('#root_message')!;
    const setText = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
    act(() => {
      message.focus();
      setText.call(message, 'Mijn vraag');
      message.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(document.activeElement).toBe(message);
    expect(entries().map(([href]) => href)).toEqual(['#root_category']);
  });

  it('says a message once under a field that two rules refuse', async () => {
    const past = (data: unknown): RuleProblem[] =>
      (data as { date_of_birth?: string }).date_of_birth ? [{ path: ['date_of_birth'], key: 'date_not_past' }] : [];
    await mount(screensConfig.forms.personalia, past);
    type('root_date_of_birth', '1');
    type('root_date_of_birth-month', '1');
    type('root_date_of_birth-year', '2030');
    submit();
    const messages = [...host.querySelectorAll('#root_date_of_birth__error')].map((error) => error.textContent);
    expect(messages).toEqual([nl.forms.date_not_past]);
    expect(entries().filter(([href]) => href === '#root_date_of_birth')).toHaveLength(1);
  });
});
