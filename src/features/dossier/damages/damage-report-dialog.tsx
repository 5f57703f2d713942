import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePortal } from '../../../ui/portal-context';
import { useRef } from 'react';
import { SchemaForm } from '../../../ui/schema-form';
import { FILE_GROUPS, type DamageFields } from './damage-report.machine';
import { useDamageReport } from './use-damage-report';
import { DamageFiles } from './damage-files';

function DamageReportForm({ onClose }: { onClose: () => void }) {
  const submitButton = useRef<HTMLButtonElement>(null);
  const { t } = useTranslation('dossier');
  const { address } = usePortal();
  const { state, context, send } = useDamageReport();
  const { fields, files, missing } = context;
  const editing = state === 'editing';
  const submitting = state === 'submitting';

  if (state === 'success' || state === 'error') {
    const message = state === 'success' ? t('message_sent', { context: address }) : t(context.failure ?? 'message_error', { context: address });
    return (
      <>
        <DialogContent>
          <Alert severity={state === 'success' ? 'success' : 'error'} role="alert">
            {message}
          </Alert>
        </DialogContent>
        <DialogActions>
          {state === 'success' ? (
            <Button onClick={onClose}>{t('close')}</Button>
          ) : (
            <Button variant="contained" onClick={() => send({ type: 'RETRY' })}>
              {t('retry')}
            </Button>
          )}
        </DialogActions>
      </>
    );
  }

  return (
    <Box
      // A flex column, so the dialog's content scrolls between a fixed title and fixed buttons.
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
    >
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 1 }}>
          {missing.length > 0 && (
            <Alert severity="warning" role="alert">
              <AlertTitle>{t('input_fields_required')}</AlertTitle>
              <ul style={{ margin: 0, paddingLeft: 20 }}>
                {missing.map((field) => (
                  <li key={field}>{t(`missing_${field}`)}</li>
                ))}
              </ul>
            </Alert>
          )}
          {context.dateInvalid && (
            <Alert severity="error" role="alert">
              {t('date_invalid')}
            </Alert>
          )}
          <SchemaForm<DamageFields>
            form="damageReport"
            formData={fields}
            disabled={!editing}
            // The fields go over as the form holds them: the amount stays a number.
            onChange={({ type, estimated, date, cause }) => send({ type: 'EDIT', fields: { type, estimated, date, cause } })}
            // The machine checks only what the schema form let through (an amount of 0): a refused
            // form shows its own summary, and a second list of the same fields would pile up on it.
            onSubmit={() => send({ type: 'SUBMIT' })}
          >
            <button type="submit" hidden ref={submitButton} tabIndex={-1} aria-hidden="true" />
          </SchemaForm>
          <Typography component="h3" variant="subtitle2">
            {t('files_title')}
          </Typography>
          {FILE_GROUPS.map((group) => (
            <DamageFiles
              key={group}
              group={group}
              files={files[group]}
              onAdd={(files) => send({ type: 'ADD_FILES', group, files })}
              onRemove={(index) => send({ type: 'REMOVE_FILE', group, index })}
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('upload_cancel')}</Button>
        {/* The schema form validates first; its hidden submit button starts the submit. */}
        <Button variant="contained" disabled={submitting} onClick={() => submitButton.current?.click()}>
          {submitting ? t('submitting') : t('submit')}
        </Button>
      </DialogActions>
    </Box>
  );
}

/** The damage report modal (core §2); its machine lives as long as the modal is open. */
export function DamageReportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('dossier');
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="damage-report-title">
      <DialogTitle id="damage-report-title">{t('report_title')}</DialogTitle>
      {open && <DamageReportForm onClose={onClose} />}
    </Dialog>
  );
}
