// TextInput and NativeSelectField stand in for MUI's TextField on the first paint: they must give
// the same things a screen reader and a browser rely on (label for the field, helper text
// describing it, invalid and required marks), and a native select must offer its options.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NativeSelectField } from '../../../src/ui/native-select-field';
import { TextInput } from '../../../src/ui/text-input';

const withoutStyles = (html: string) => html.replace(/<style[^>]*>[^<]*<\/style>/g, '');
const attribute = (html: string, tag: string, name: string) => new RegExp(`<${tag}[^>]*\\s${name}="([^"]*)"`).exec(html)?.[1];

describe('TextInput', () => {
  it('labels its input and is described by its helper text', () => {
    const html = withoutStyles(
      renderToStaticMarkup(
        <TextInput label="E-mailadres" value="jan@example.nl" type="email" autoComplete="username" helperText="Het adres van je uitnodiging" />,
      ),
    );
    const id = attribute(html, 'input', 'id');
    expect(id).toBeTruthy();
    expect(attribute(html, 'label', 'for')).toBe(id);
    expect(html).toMatch(/<label[^>]*>E-mailadres/);
    expect(attribute(html, 'input', 'aria-describedby')).toBe(`${id}-helper-text`);
    expect(html).toContain(`id="${id}-helper-text"`);
    expect(html).toContain('Het adres van je uitnodiging');
    expect(attribute(html, 'input', 'type')).toBe('email');
    expect(attribute(html, 'input', 'autoComplete') ?? attribute(html, 'input', 'autocomplete')).toBe('username');
    expect(attribute(html, 'input', 'value')).toBe('jan@example.nl');
    expect(html).not.toContain('aria-invalid="true"');
  });

  it('marks an invalid and a required field, and passes attributes to the input', () => {
    const html = withoutStyles(
      renderToStaticMarkup(
        <TextInput label="Code" value="" error required helperText="Vul de code in." htmlInput={{ inputMode: 'numeric', maxLength: 10, readOnly: true }} />,
      ),
    );
    expect(html).toContain('aria-invalid="true"');
    expect(html).toMatch(/<input[^>]*required=""/);
    expect(html).toContain('MuiFormLabel-asterisk');
    expect(attribute(html, 'input', 'inputMode') ?? attribute(html, 'input', 'inputmode')).toBe('numeric');
    expect(attribute(html, 'input', 'maxLength') ?? attribute(html, 'input', 'maxlength')).toBe('10');
    expect(html).toMatch(/<input[^>]*readOnly=""/i);
  });

  it('has no helper text and no description without one', () => {
    const html = withoutStyles(renderToStaticMarkup(<TextInput label="Wachtwoord" value="" type="password" />));
    expect(html).not.toContain('aria-describedby');
    expect(html).not.toContain('helper-text');
  });
});

describe('NativeSelectField', () => {
  it('is a labelled native select with its options and the chosen value', () => {
    const options = [
      { value: 'all', label: 'Alle taken' },
      { value: 'open', label: 'Open' },
      { value: 'finished', label: 'Afgerond' },
    ] as const;
    const html = withoutStyles(renderToStaticMarkup(<NativeSelectField label="Taken" value="open" options={options} onChange={() => {}} />));
    const id = attribute(html, 'select', 'id');
    expect(id).toBeTruthy();
    expect(attribute(html, 'label', 'for')).toBe(id);
    expect([...html.matchAll(/<option value="([^"]+)"[^>]*>([^<]+)/g)].map((match) => [match[1], match[2]])).toEqual(
      options.map((option) => [option.value, option.label]),
    );
    expect(html).toMatch(/<option value="open" selected="">/);
    // The label sits on the outline from the start: a native select always shows its value.
    expect(html).toMatch(/<legend[^>]*><span>Taken<\/span>/);
  });
});
