import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortal } from '../portal-context';
import type { MessageTag } from './post-message';
import { CONTACT_CATEGORIES, type FieldName, type RequiredError } from './send-message.machine';
import { useSendMessage } from './use-send-message';

const ERROR_OF: Record<FieldName, RequiredError> = { category: 'category_required', subject: 'subject_required', message: 'message_required' };

/**
 * The message form inline on a page (category, subject, message), driven by the send-message
 * machine: nothing typed is lost on a failure, and the fields clear once it is sent (core §4).
 * `tag` marks where it was sent from (the contact screen sends 'contact_formulier').
 */
export function MessageForm({ tag, onSent }: { tag?: MessageTag; onSent?: () => void }) {
  const { t } = useTranslation('inbox');
  const { address } = usePortal();
  const [state, send] = useSendMessage(tag);
  const { fields, errors } = state.context;
  const sending = state.matches('sending');
  const sent = state.matches('sent');
  useEffect(() => {
    if (sent) onSent?.();
  }, [sent, onSent]);

  const fieldError = (field: FieldName) => (errors.includes(ERROR_OF[field]) ? t(ERROR_OF[field]) : undefined);
  const change = (field: FieldName) => (event: { target: { value: string } }) => {
    if (!state.matches('editing')) send({ type: 'EDIT' });
    send({ type: 'CHANGE', field, value: event.target.value });
  };

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        if (!state.matches('editing')) send({ type: 'EDIT' });
        send({ type: 'SUBMIT' });
      }}
    >
      {sent && <Alert severity="success">{t('message_sent')}</Alert>}
      {state.matches('failed') && <Alert severity="error">{t('message_error', { context: address })}</Alert>}
      <TextField select required label={t('category')} value={fields.category} onChange={change('category')} error={!!fieldError('category')} helperText={fieldError('category')} disabled={sending}>
        {CONTACT_CATEGORIES.map((category) => (
          <MenuItem key={category} value={category}>
            {t(`category_${category}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField required label={t('subject')} value={fields.subject} onChange={change('subject')} error={!!fieldError('subject')} helperText={fieldError('subject')} disabled={sending} slotProps={{ htmlInput: { maxLength: 255 } }} />
      <TextField required multiline minRows={4} label={t('message')} value={fields.message} onChange={change('message')} error={!!fieldError('message')} helperText={fieldError('message')} disabled={sending} />
      <Stack direction="row" spacing={1}>
        {state.matches('failed') ? (
          <Button variant="contained" onClick={() => send({ type: 'RETRY' })}>
            {t('retry')}
          </Button>
        ) : (
          <Button variant="contained" type="submit" loading={sending}>
            {t('send')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
