/**
 * A form entry of screens.config.ts (names and text keys) turned into rjsf's uiSchema: widgets,
 * translated labels and help texts, order and hidden fields, for every field of the schema (a
 * field the entry does not name gets its own name as label key). Pure apart from `text`, so a
 * test can show what an edit of the configuration changes.
 */
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FieldUi, FormUi } from '../../config';

export type Text = (key: string) => string;

/** The rjsf field that renders nothing: a hidden field keeps its loaded value and is sent as is. */
export const HIDDEN_FIELD = 'hidden';

type Schema = RJSFSchema;

/** The schema itself, or the definition its local `#/definitions/Name` $ref points at. */
export function resolveRef(schema: Schema | undefined, root: Schema): Schema | undefined {
  const ref = schema?.$ref;
  if (!ref?.startsWith('#/definitions/')) return schema;
  return resolveRef(root.definitions?.[ref.slice('#/definitions/'.length)] as Schema | undefined, root);
}

function fieldUi(name: string, field: FieldUi, schema: Schema | undefined, root: Schema, text: Text): UiSchema {
  // The `hidden` widget only marks the field hidden, so rjsf's templates give it no grid cell or
  // spacing (the field itself still renders nothing).
  if (field.hidden) return { 'ui:field': HIDDEN_FIELD, 'ui:widget': 'hidden' };
  const label = field.label ?? name;
  // `required` is for the widget's mark only; configProblems (form-errors.ts) enforces it.
  const options = { optionsKey: field.options ?? label, ...(field.required ? { required: true } : {}), ...listOptions(field) };
  const ui: UiSchema = { ...objectUi(schema, field.items ?? {}, root, text), 'ui:title': text(label), 'ui:options': options };
  if (field.widget) ui['ui:widget'] = field.widget;
  if (field.help) ui['ui:help'] = text(field.help);
  return ui;
}

/** What array-templates.tsx reads from an array's options: its items' title, buttons and folding. */
export interface ListOptions {
  itemTitle?: string;
  addLabel?: string;
  removeLabel?: string;
  collapse?: 'open' | 'closed';
}

function listOptions({ itemTitle, addLabel, removeLabel, collapse }: FieldUi): ListOptions {
  return Object.fromEntries(Object.entries({ itemTitle, addLabel, removeLabel, collapse }).filter(([, value]) => value !== undefined));
}

/** uiSchema of an object (its properties) or of an array (its items). */
function objectUi(schema: Schema | undefined, form: FormUi, root: Schema, text: Text): UiSchema {
  const resolved = resolveRef(schema, root);
  if (resolved?.type === 'array' && resolved.items && typeof resolved.items === 'object' && !Array.isArray(resolved.items)) {
    const items = resolveRef(resolved.items as Schema, root);
    return items?.type === 'object' ? { items: formUi(items, form, root, text) } : {};
  }
  if (resolved?.type === 'object') return formUi(resolved, form, root, text);
  return {};
}

/** The uiSchema of an object schema rendered as the form entry `form` says. */
export function formUi(schema: Schema, form: FormUi, root: Schema, text: Text): UiSchema {
  const ui: UiSchema = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    ui[name] = fieldUi(name, form.fields?.[name] ?? {}, property as Schema, root, text);
  }
  if (form.order) ui['ui:order'] = [...form.order, '*'];
  if (form.columns) ui['ui:options'] = { columns: form.columns };
  return ui;
}

/** The uiSchema of a whole form: the root, resolved through a root-level $ref. */
export function rootUi(root: Schema, form: FormUi, text: Text): UiSchema {
  // Lists (loan parts, incomes) keep the order the customer entered: rjsf's move-up and move-down
  // buttons would add an order the office does not use, with titles outside our texts.
  return { ...formUi(resolveRef(root, root) ?? root, form, root, text), 'ui:title': '', 'ui:description': '', 'ui:globalOptions': { orderable: false } };
}
