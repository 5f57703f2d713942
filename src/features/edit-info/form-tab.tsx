import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormName } from '../../config';
import type { RuleProblem } from '../../lib/edit-rules';
import { usePortal } from '../../ui/portal-context';
import { SchemaForm } from '../../ui/schema-form';
import { useSave, type Post } from './use-save';

interface FormTabProps<T> {
  form: FormName;
  /** The values the form starts with, from the loaded portal data. */
  initial: T;
  post: Post<T>;
  rules?: (data: T) => readonly RuleProblem[];
  /** What shows above the form (the current address, a warning). */
  intro?: ReactNode;
}

/**
 * An edit tab: its configured schema form, saved by the save machine; typed values survive any
 * failure, and what the last save said goes with the next change.
 */
export function FormTab<T>({ form, initial, post, rules, intro }: FormTabProps<T>) {
  const { t } = useTranslation('editInfo');
  const { address } = usePortal();
  const [values, setValues] = useState<T>(initial);
  const [state, send] = useSave(post);
  const saving = state.matches('saving');
  return (
    <Stack spacing={2}>
      {intro}
      {state.matches('success') && (
        <Alert severity="success" role="status">
          {t('save_edits_succesful', { context: address })}
        </Alert>
      )}
      {state.matches('error') && state.context.failure && (
        <Alert severity="error" role="alert">
          {t(state.context.failure, { context: address })}
        </Alert>
      )}
      <SchemaForm<T>
        form={form}
        formData={values}
        onChange={(data) => {
          setValues(data);
          // What was said of the last save no longer holds for what is on screen now.
          if (state.matches('success') || state.matches('error')) send({ type: 'EDIT' });
        }}
        onSubmit={(body) => send({ type: 'SAVE', body })}
        disabled={saving}
        rules={rules}
      >
        <Button type="submit" variant="contained" loading={saving} sx={{ mt: 2 }}>
          {t('save')}
        </Button>
      </SchemaForm>
    </Stack>
  );
}
