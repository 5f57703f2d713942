/**
 * The schema-form engine as its own lazy chunk: rjsf, the widgets and a form's schema and
 * validator load when a form first shows, never with the dashboard.
 */
import CircularProgress from '@mui/material/CircularProgress';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithPreload } from '../lazy-with-preload';
import type { SchemaFormProps } from './schema-form';

export type { SchemaFormProps } from './schema-form';

const LazySchemaForm = lazyWithPreload(() => import('./schema-form'));

export function SchemaForm<T>(props: SchemaFormProps<T>) {
  const { t } = useTranslation('common');
  return (
    <Suspense fallback={<CircularProgress aria-label={t('loading_form')} />}>
      <LazySchemaForm {...(props as SchemaFormProps<unknown>)} />
    </Suspense>
  );
}
