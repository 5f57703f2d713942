import AttachFileIcon from '@mui/icons-material/AttachFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortal } from '../../../ui/portal-context';
import { CONTACT_CATEGORIES, type FieldName, type RequiredError } from '../../../ui/message-form/send-message.machine';
import { useSendMessage } from '../../../ui/message-form/use-send-message';

const ERROR_OF: Record<FieldName, RequiredError> = { category: 'category_required', subject: 'subject_required', message: 'message_required' };

/** 'Bericht versturen' (core §2, §5): category, subject, message and attachments of at most 2 MB. */
export function SendMessageDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('inbox');
  const { address } = usePortal();
  const titleId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [state, send] = useSendMessage();
  const { fields, files, errors, refused } = state.context;
  const sending = state.matches('sending');
  const editable = state.matches('editing');

  const fieldError = (field: FieldName) => (errors.includes(ERROR_OF[field]) ? t(ERROR_OF[field]) : undefined);
  const change = (field: FieldName) => (event: { target: { value: string } }) => {
    // After a failure the customer may correct the text; that first goes back to editing.
    if (!editable) send({ type: 'EDIT' });
    send({ type: 'CHANGE', field, value: event.target.value });
  };
  const close = () => {
    if (state.matches('sent')) send({ type: 'NEW' });
    onClose();
  };

  return (
    <Dialog open={open} onClose={sending ? undefined : close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('send_title')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={`${titleId}-form`}
          noValidate
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            if (!editable) send({ type: 'EDIT' });
            send({ type: 'SUBMIT' });
          }}
        >
          {state.matches('sent') && <Alert severity="success">{t('message_sent')}</Alert>}
          {state.matches('failed') && <Alert severity="error">{t('message_error', { context: address })}</Alert>}
          {state.matches('tooLarge') && <Alert severity="error">{t('message_error_file_size')}</Alert>}
          <TextField select required label={t('category')} value={fields.category} onChange={change('category')} error={!!fieldError('category')} helperText={fieldError('category')} disabled={sending}>
            {CONTACT_CATEGORIES.map((category) => (
              <MenuItem key={category} value={category}>
                {t(`category_${category}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField required label={t('subject')} value={fields.subject} onChange={change('subject')} error={!!fieldError('subject')} helperText={fieldError('subject')} disabled={sending} slotProps={{ htmlInput: { maxLength: 255 } }} />
          <TextField required multiline minRows={4} label={t('message')} value={fields.message} onChange={change('message')} error={!!fieldError('message')} helperText={fieldError('message')} disabled={sending} />
          <input
            ref={fileInput}
            type="file"
            multiple
            hidden
            aria-label={t('attach')}
            onChange={(event) => {
              if (!editable) send({ type: 'EDIT' });
              send({ type: 'ADD_FILES', files: [...(event.target.files ?? [])] });
              // The same file may be picked again after removing it.
              event.target.value = '';
            }}
          />
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Button variant="outlined" startIcon={<AttachFileIcon />} onClick={() => fileInput.current?.click()} disabled={sending}>
              {t('attach')}
            </Button>
            {files.map((file, index) => (
              <Chip key={`${file.name}-${index}`} label={file.name} onDelete={sending ? undefined : () => send({ type: 'REMOVE_FILE', index })} />
            ))}
          </Stack>
          {refused.length > 0 && (
            <Alert severity="warning" role="alert">
              {t('attachment_too_large', { names: refused.join(', '), count: refused.length })}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={sending}>
          {t('close')}
        </Button>
        {state.matches('failed') ? (
          <Button variant="contained" onClick={() => send({ type: 'RETRY' })}>
            {t('retry')}
          </Button>
        ) : (
          <Button variant="contained" type="submit" form={`${titleId}-form`} loading={sending}>
            {t('send')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
