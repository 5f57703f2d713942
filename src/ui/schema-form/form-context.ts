// What every widget and template of a form reads from rjsf's registry: the form's texts, the
// language, and where the errors of the last refused submit are.
import type { WidgetProps } from '@rjsf/utils';
import type { RefObject } from 'react';

export interface FormContext {
  /** A text of the form's namespace, else of the forms namespace (labels, option labels, day, yes). */
  text: (key: string, options?: Record<string, unknown>) => string;
  has: (key: string) => boolean;
  language: string;
  /** Counts the submits the form's checks refused: the error summary takes the focus on each. */
  attempt: number;
  /** The attempt the summary last took the focus for (a summary that comes back while typing must not). */
  focusedAttemptRef: RefObject<number>;
  /** rjsf's property paths (`.incomes.0.title`) of the errors shown now, so an item in error opens. */
  errorPaths: readonly string[];
  /** The form's values, for what names a list item in the error summary. */
  data: unknown;
}

export const formContextOf = (props: WidgetProps): FormContext => props.registry.formContext as FormContext;
