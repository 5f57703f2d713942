/**
 * The templates and fields that differ from the MUI theme: an error summary that takes the
 * focus when it appears (with links to the fields), no contract descriptions on screen (they are
 * written for developers; help texts come from the configuration), and a field for hidden ones.
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import type { ErrorListProps, UiSchema } from '@rjsf/utils';
import { useEffect, useRef } from 'react';
import type { FormContext } from './form-context';

/** The label of the field at rjsf's `.a.0.b` property path, read from the uiSchema. */
export function labelAt(uiSchema: UiSchema | undefined, property: string | undefined): string {
  let node: UiSchema | undefined = uiSchema;
  let label = '';
  for (const step of (property ?? '').split('.').filter(Boolean)) {
    node = /^\d+$/.test(step) ? (node?.items as UiSchema | undefined) : (node?.[step] as UiSchema | undefined);
    if (typeof node?.['ui:title'] === 'string') label = node['ui:title'];
  }
  return label;
}

export function ErrorSummary({ errors, uiSchema, registry }: ErrorListProps) {
  const { text } = registry.formContext as FormContext;
  const ref = useRef<HTMLDivElement>(null);
  // Each failed submit renders a new list; the focus moves there so a screen reader reads it.
  useEffect(() => ref.current?.focus(), [errors]);
  return (
    <Alert ref={ref} severity="error" tabIndex={-1} sx={{ mb: 2 }} role="alert">
      <AlertTitle>{text('errors_title')}</AlertTitle>
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {errors.map((error, index) => {
          const label = labelAt(uiSchema, error.property);
          return (
            <li key={`${error.property}-${index}`}>
              <Link href={`#root${(error.property ?? '').replaceAll('.', '_')}`} color="inherit">
                {label ? `${label}: ${error.message}` : error.message}
              </Link>
            </li>
          );
        })}
      </ul>
    </Alert>
  );
}

export const NoDescription = () => null;

export const HiddenField = () => null;
