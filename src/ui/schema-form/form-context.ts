// What every widget of a form reads from rjsf's registry: the form's texts and the language.
import type { WidgetProps } from '@rjsf/utils';

export interface FormContext {
  /** A text of the form's namespace, else of the forms namespace (labels, option labels, day, yes). */
  text: (key: string) => string;
  language: string;
}

export const formContextOf = (props: WidgetProps): FormContext => props.registry.formContext as FormContext;
