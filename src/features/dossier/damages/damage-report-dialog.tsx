import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePortal } from '../../../ui/portal-context';
import { DAMAGE_TYPES, FILE_GROUPS } from '../uploads/damage-report.machine';
import { useDamageReport } from '../uploads/use-damage-report';
import { DamageFiles } from './damage-files';

function DamageReportForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('dossier');
  const { address } = usePortal();
  const { state, context, send } = useDamageReport();
  const { form, missing } = context;
  const editing = state === 'editing';
  const submitting = state === 'submitting';

  if (state === 'success' || state === 'failure' || state === 'fileSizeFailure') {
    const message = state === 'success' ? t('message_sent', { context: address }) : state === 'fileSizeFailure' ? t('message_error_file_size') : t('message_error');
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
      component="form"
      noValidate
      // A flex column, so the dialog's content scrolls between a fixed title and fixed buttons.
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'SUBMIT' });
      }}
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
          <TextField select label={t('field_type')} value={form.type} disabled={!editing} onChange={(event) => send({ type: 'CHANGE', field: 'type', value: event.target.value })}>
            {DAMAGE_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`damage_type_${type}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('field_amount')}
            value={form.amount}
            disabled={!editing}
            required
            error={missing.includes('amount')}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            onChange={(event) => send({ type: 'CHANGE', field: 'amount', value: event.target.value })}
          />
          <TextField
            label={t('field_date')}
            type="date"
            value={form.date}
            disabled={!editing}
            error={context.dateInvalid}
            helperText={context.dateInvalid ? t('date_invalid') : undefined}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: `${context.maxYear}-12-31` } }}
            onChange={(event) => send({ type: 'CHANGE', field: 'date', value: event.target.value })}
          />
          <TextField
            label={t('field_description')}
            value={form.description}
            disabled={!editing}
            required
            multiline
            minRows={3}
            error={missing.includes('description')}
            onChange={(event) => send({ type: 'CHANGE', field: 'description', value: event.target.value })}
          />
          <Typography component="h3" variant="subtitle2">
            {t('files_title')}
          </Typography>
          {FILE_GROUPS.map((group) => (
            <DamageFiles
              key={group}
              group={group}
              files={form.files[group]}
              onAdd={(files) => send({ type: 'ADD_FILES', group, files })}
              onRemove={(index) => send({ type: 'REMOVE_FILE', group, index })}
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('upload_cancel')}</Button>
        <Button type="submit" variant="contained" disabled={submitting}>
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
