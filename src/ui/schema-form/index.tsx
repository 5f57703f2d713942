/**
 * The schema-form engine as its own lazy chunk: rjsf, the widgets and a form's schema and
 * validator load when a form first shows, never with the dashboard.
 */
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense } from 'react';
import type { SchemaFormProps } from './schema-form';

export type { SchemaFormProps } from './schema-form';

const LazySchemaForm = lazy(() => import('./schema-form'));

export function SchemaForm<T>(props: SchemaFormProps<T>) {
  return (
    <Suspense fallback={<CircularProgress aria-busy="true" />}>
      <LazySchemaForm {...(props as SchemaFormProps<unknown>)} />
    </Suspense>
  );
}
