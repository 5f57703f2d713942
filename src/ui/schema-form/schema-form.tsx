/**
 * The form engine: a form entry of the configuration rendered by rjsf's MUI theme from the
 * contract's schema, validated by the precompiled validator of generated/forms, with the widget
 * registry and the list and field templates, errors from the locales beside each field and in one
 * summary on top. The
 * caller owns the values (so a failed save keeps them) and drives the submit with its machine.
 */
import Form from '@rjsf/mui';
import { TranslatableString } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { use, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormEntry, FormName } from '../../config';
import type { RuleProblem } from '../../lib/edit-rules';
import { useOptionalPortal, usePortal } from '../portal-context';
import type { FormContext } from './form-context';
import { addProblems, configProblems, errorTransformer, type Translate } from './form-errors';
import { formSources, type FormSource } from './form-sources';
import { ArrayFieldItemTemplate, ArrayFieldTemplate } from './array-templates';
import { ErrorSummary, FieldError, HiddenField, NoDescription, ObjectFields, pathOf } from './templates';
import { HIDDEN_FIELD, rootUi } from './ui-schema';
import { widgets } from './widgets';

export interface SchemaFormProps<T> {
  /** The form's entry in screens.config.ts. */
  form: FormName;
  formData: T;
  onChange: (data: T) => void;
  onSubmit: (data: T) => void;
  /** While a save runs the fields are read-only. */
  disabled?: boolean;
  /** Rules of src/lib/edit-rules the schema cannot hold, checked on submit. */
  rules?: (data: T) => readonly RuleProblem[];
  /** Called when a submit is stopped by the form's own checks (a machine may list what is missing). */
  onInvalid?: () => void;
  /** The form's buttons; one of them submits. */
  children: ReactNode;
}

const loading = new Map<string, Promise<FormSource>>();

function loadSource(entry: FormEntry): Promise<FormSource> {
  let promise = loading.get(entry.schema);
  if (!promise) {
    promise = formSources[entry.schema]();
    loading.set(entry.schema, promise);
  }
  return promise;
}

const BUTTON_KEYS: Partial<Record<TranslatableString, string>> = {
  [TranslatableString.AddButton]: 'add_item',
  [TranslatableString.AddItemButton]: 'add_item',
  [TranslatableString.RemoveButton]: 'remove_item',
};

export interface SchemaFormViewProps<T> extends Omit<SchemaFormProps<T>, 'form'> {
  entry: FormEntry;
  source: FormSource;
  /** Today as YYYY-MM-DD (birth dates lie before it); tests fix it. */
  today?: string;
}

/** The engine with its schema already loaded: what the lazy SchemaForm renders, and tests too. */
export function SchemaFormView<T>({ entry, source, formData, onChange, onSubmit, onInvalid, disabled, rules, children, today }: SchemaFormViewProps<T>) {
  const namespace = entry.texts ?? 'forms';
  // Both namespaces: a form with texts of its own still takes the shared ones (the error summary's
  // title, yes, no) from forms, and must not show their keys while forms is on its way.
  const { i18n } = useTranslation([namespace, 'forms']);
  // Tests and previews render the view without a portal: the texts then take the informal form.
  const address = useOptionalPortal()?.address;
  const translate = useMemo(() => {
    // Keys are read from configuration, so they are strings here, not the typed keys of i18next.
    const loose = i18n.t as unknown as (key: string, options: Record<string, unknown>) => string;
    // A form's own texts first, then the shared ones of the forms namespace (errors, yes, no).
    const own = (key: string, options?: Record<string, unknown>) =>
      loose(key, { ...options, ns: i18n.exists(key, { ns: namespace }) ? namespace : 'forms', context: address });
    const has = (key: string) => i18n.exists(key, { ns: namespace }) || i18n.exists(key, { ns: 'forms' });
    return Object.assign(own, { has }) satisfies Translate;
  }, [i18n, namespace, address]);
  const validator = useMemo(() => createPrecompiledValidator(source.validators, source.schema), [source]);
  const uiSchema = useMemo(() => rootUi(source.schema, entry.uiSchema, (key) => translate(key)), [source.schema, entry.uiSchema, translate]);
  // Until a submit is refused the form checks nothing while the customer types; from then on
  // every change is checked, so the summary and the messages go as the fields are fixed.
  const [attempt, setAttempt] = useState(0);
  const [errorPaths, setErrorPaths] = useState<readonly string[]>([]);
  const focusedAttemptRef = useRef(0);
  const formContext: FormContext = useMemo(
    () => ({ text: translate, has: translate.has, language: i18n.language, attempt, focusedAttemptRef, errorPaths, data: formData }),
    [translate, i18n.language, attempt, errorPaths, formData],
  );
  const date = today ?? new Date().toISOString().slice(0, 10);
  const pathsOf = (errors: readonly { property?: string }[]) => errors.map((error) => pathOf(error.property));

  return (
    <Form
      schema={source.schema}
      uiSchema={uiSchema}
      validator={validator}
      formData={formData}
      formContext={formContext}
      widgets={widgets}
      fields={{ [HIDDEN_FIELD]: HiddenField }}
      templates={{
        ErrorListTemplate: ErrorSummary,
        DescriptionFieldTemplate: NoDescription,
        FieldErrorTemplate: FieldError,
        ObjectFieldTemplate: ObjectFields,
        ArrayFieldTemplate,
        ArrayFieldItemTemplate,
      }}
      transformErrors={errorTransformer(translate)}
      customValidate={(data, errors) => addProblems(errors, [...configProblems(entry.uiSchema, data, date), ...(rules?.(data as T) ?? [])], translate)}
      translateString={(text) => (BUTTON_KEYS[text] ? translate(BUTTON_KEYS[text]) : text)}
      showErrorList="top"
      noHtml5Validate
      liveValidate={attempt > 0 ? 'onChange' : undefined}
      disabled={disabled}
      onChange={(event) => {
        if (attempt > 0) setErrorPaths(pathsOf(event.errors));
        onChange(event.formData as T);
      }}
      onSubmit={(event) => {
        setErrorPaths([]);
        onSubmit(event.formData as T);
      }}
      onError={(errors) => {
        setErrorPaths(pathsOf(errors));
        setAttempt((count) => count + 1);
        onInvalid?.();
      }}
    >
      {children}
    </Form>
  );
}

/** A configured form: its schema and validator load with it (suspends until they are there). */
export default function SchemaForm<T>(props: SchemaFormProps<T>) {
  const { resolved } = usePortal();
  const entry = resolved.forms[props.form];
  const source = use(loadSource(entry));
  return <SchemaFormView {...props} entry={entry} source={source} />;
}
