/**
 * The templates and fields that differ from the MUI theme: one error summary that follows the
 * fields (with links to them), one message per field, fields in columns from tablet width up, no
 * contract descriptions on screen (they are written for developers; help texts come from the
 * configuration), and a field for hidden ones.
 */
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import { errorId, getUiOptions, type ErrorListProps, type FieldErrorProps, type ObjectFieldTemplateProps, type UiSchema } from '@rjsf/utils';
import { ErrorSummary as SummaryBox } from '../error-summary';
import type { FormContext } from './form-context';
import { itemTitle, type TitleTexts } from './item-title';
import type { ListOptions } from './ui-schema';

/**
 * The label of the field at rjsf's `.a.0.b` property path, read from the uiSchema, after the titles
 * of the list items on the way where `texts` and the form's `data` are given: "Inkomen 5, Soort".
 */
export function labelAt(uiSchema: UiSchema | undefined, property: string | undefined, data?: unknown, texts?: TitleTexts): string {
  let node: UiSchema | undefined = uiSchema;
  let value: unknown = data;
  let label = '';
  const items: string[] = [];
  for (const step of (property ?? '').split('.').filter(Boolean)) {
    const index = /^\d+$/.test(step) ? Number(step) : null;
    const template = (node?.['ui:options'] as ListOptions | undefined)?.itemTitle;
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[step] : undefined;
    node = index === null ? (node?.[step] as UiSchema | undefined) : (node?.items as UiSchema | undefined);
    if (index !== null && template && texts) items.push(itemTitle(template, value, index, node, texts));
    if (index === null && typeof node?.['ui:title'] === 'string') label = node['ui:title'];
  }
  return [...items, label].filter(Boolean).join(', ');
}

/** rjsf's property of an error as one path (`.incomes.0.title`; a missing top-level field comes as `title`). */
export const pathOf = (property: string | undefined) => `.${(property ?? '').split('.').filter(Boolean).join('.')}`;

/** One entry per field: the first of its errors, as the field itself shows (FieldError below). */
export function firstPerField<E extends { property?: string }>(errors: readonly E[]): E[] {
  const seen = new Set<string>();
  return errors.filter((error) => !seen.has(pathOf(error.property)) && seen.add(pathOf(error.property)));
}

/** The element the summary's link for `property` leads to: the field's input (rjsf's id). */
export const fieldIdOf = (property: string | undefined) => `root${pathOf(property).replaceAll('.', '_')}`.replace(/_$/, '');

/** Errors in the order their fields stand on the page (the schema's errors come before the rules'). */
function inPageOrder<E extends { property?: string }>(errors: E[]): E[] {
  const at = (error: E) => (typeof document === 'undefined' ? null : document.getElementById(fieldIdOf(error.property)));
  return [...errors].sort((a, b) => {
    const [first, second] = [at(a), at(b)];
    if (!first || !second) return 0;
    return first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
}

/** The form's error summary (src/ui/error-summary.tsx): it follows the fields as they are fixed. */
export function ErrorSummary({ errors, uiSchema, registry }: ErrorListProps) {
  const context = registry.formContext as FormContext;
  const { text, attempt, focusedAttemptRef } = context;
  const entries = inPageOrder(firstPerField(errors)).map((error) => {
    const label = labelAt(uiSchema, error.property, context.data, context);
    return { id: fieldIdOf(error.property), text: label ? `${label}: ${error.message ?? ''}` : (error.message ?? '') };
  });
  return <SummaryBox title={text('errors_title')} entries={entries} attempt={attempt} focusedAttemptRef={focusedAttemptRef} />;
}

/** A field's message under it: one, the first, however many rules it breaks. */
export function FieldError({ errors = [], fieldPathId }: FieldErrorProps) {
  if (errors.length === 0) return null;
  return (
    <FormHelperText id={errorId(fieldPathId)} component="div" error>
      {errors[0]}
    </FormHelperText>
  );
}

/**
 * An object's fields: one column on a phone, the configured `columns` from tablet width up. No
 * title: the forms' objects are the form itself and list items, which their list titles from their
 * data (rjsf's own title, `incomes-1`, is a key, not a text).
 */
export function ObjectFields({ properties, uiSchema }: ObjectFieldTemplateProps) {
  const columns = Number(getUiOptions(uiSchema).columns ?? 1);
  return (
    <>
      <Grid container columnSpacing={2} rowSpacing={2} sx={{ mt: 1.5 }}>
        {properties.map((property) =>
          property.hidden ? (
            property.content
          ) : (
            <Grid key={property.name} size={{ xs: 12, sm: 12 / columns }}>
              {property.content}
            </Grid>
          ),
        )}
      </Grid>
    </>
  );
}

export const NoDescription = () => null;

export const HiddenField = () => null;
