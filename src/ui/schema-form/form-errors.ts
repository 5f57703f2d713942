/**
 * Errors in the customer's language: Ajv's keyword errors become message keys of the forms texts
 * (`field_required`, `field_max_length`, ... or a field's own `<field>_<keyword>` where one exists,
 * such as `postal_code_pattern`), and the rules no schema can hold (configured required fields,
 * date ranges, cross-field rules of src/lib/edit-rules) are added by customValidate.
 */
import type { ErrorTransformer, FormValidation, RJSFValidationError } from '@rjsf/utils';
import type { FieldUi, FormUi } from '../../config';
import { dateProblem, type RuleProblem } from '../../lib/edit-rules';

export interface Translate {
  (key: string, options?: Record<string, unknown>): string;
  has(key: string): boolean;
}

const KEYWORD_KEYS: Record<string, string> = {
  required: 'field_required',
  maxLength: 'field_max_length',
  minLength: 'field_min_length',
  maximum: 'field_maximum',
  minimum: 'field_minimum',
  exclusiveMinimum: 'field_positive',
  minItems: 'field_min_items',
  maxItems: 'field_max_items',
  format: 'date_invalid',
};

/** The field an error is about: the missing property of a `required`, else the last path step. */
function fieldOf(error: RJSFValidationError): string {
  if (error.name === 'required') return String((error.params as { missingProperty?: string }).missingProperty ?? '');
  return (
    (error.property ?? '')
      .split('.')
      .filter((step) => step && !/^\d+$/.test(step))
      .pop() ?? ''
  );
}

/** A missing value's text: the field's own (`category_required`, core §5) where the form has one. */
function requiredKey(field: string, has: (key: string) => boolean): string {
  return has(`${field}_required`) ? `${field}_required` : 'field_required';
}

export function messageKey(error: RJSFValidationError, has: (key: string) => boolean): string {
  const own = `${fieldOf(error)}_${error.name}`;
  if (has(own)) return own;
  // An empty text is refused by minLength 1: to the customer that is a missing value.
  if (error.name === 'minLength' && (error.params as { limit?: number }).limit === 1) return requiredKey(fieldOf(error), has);
  return KEYWORD_KEYS[error.name ?? ''] ?? 'field_invalid';
}

export function errorTransformer(t: Translate): ErrorTransformer {
  return (errors) =>
    errors.map((error) => {
      const params = error.params as { limit?: unknown };
      return { ...error, message: t(messageKey(error, t.has), { limit: params?.limit }) };
    });
}

type Data = Record<string, unknown>;

/** Errors the entry's configuration adds: required fields and date ranges, at every depth. */
export function configProblems(form: FormUi, data: unknown, today: string, path: (string | number)[] = []): { path: (string | number)[]; key: string }[] {
  if (!data || typeof data !== 'object') return [];
  const record = data as Data;
  return Object.entries(form.fields ?? {}).flatMap(([name, field]: [string, FieldUi]) => {
    if (field.hidden) return [];
    const value = record[name];
    const at = [...path, name];
    const problems: { path: (string | number)[]; key: string }[] = [];
    if (field.required && (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')))
      problems.push({ path: at, key: 'field_required' });
    if (field.widget === 'dateParts' || field.widget === 'birthDate') {
      const problem = dateProblem(value, field.widget === 'birthDate', today);
      if (problem) problems.push({ path: at, key: problem });
    }
    if (field.items && Array.isArray(value)) value.forEach((item, index) => problems.push(...configProblems(field.items!, item, today, [...at, index])));
    return problems;
  });
}

/** Adds each problem to rjsf's error tree at its path. */
export function addProblems<T>(errors: FormValidation<T>, problems: readonly { path: RuleProblem['path']; key: string }[], t: Translate): FormValidation<T> {
  for (const problem of problems) {
    let node: unknown = errors;
    for (const step of problem.path) node = (node as Record<string, unknown> | undefined)?.[String(step)];
    const field = String(problem.path.filter((step) => typeof step === 'string').at(-1) ?? '');
    const key = problem.key === 'field_required' ? requiredKey(field, t.has) : problem.key;
    // Two rules may say the same of one field (a birth date the configuration and the form's rules
    // both want in the past): the field says it once.
    const target = node as { addError?: (message: string) => void; __errors?: string[] } | undefined;
    if (!target?.__errors?.includes(t(key))) target?.addError?.(t(key));
  }
  return errors;
}
