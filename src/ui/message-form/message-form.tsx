import AttachFileIcon from '@mui/icons-material/AttachFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageFields } from '../../api/send-message.machine';
import type { SendMessage } from '../../api/use-send-message';
import { usePortal } from '../portal-context';
import { SchemaForm } from '../schema-form';

export interface MessageFormProps {
  /** The send-message machine the feature runs (`useSendMessage` in src/api): the form only shows it and sends it events. */
  machine: SendMessage;
  onSent?: () => void;
}

/**
 * 'Bericht versturen' inline (core §2, §5): category, subject and message as the configured
 * schema form (`forms.message`), attachments of at most 2 MB, driven by the send-message machine
 * it is given; nothing typed is lost on a failure.
 */
export function MessageForm({ machine: [state, send], onSent }: MessageFormProps) {
  const { t } = useTranslation('inbox');
  const { address } = usePortal();
  const fileInput = useRef<HTMLInputElement>(null);
  const { fields, files, refused } = state.context;
  const sending = state.matches('sending');
  const sent = state.matches('sent');

  useEffect(() => {
    if (sent) onSent?.();
  }, [sent, onSent]);

  const edit = () => {
    // After a failure or a sent message the customer may type again: back to editing first.
    if (!state.matches('editing')) send({ type: 'EDIT' });
  };

  return (
    <Stack spacing={2}>
      {sent && (
        <Alert severity="success" role="status">
          {t('message_sent', { context: address })}
        </Alert>
      )}
      {state.matches('failed') && <Alert severity="error">{t('message_error', { context: address })}</Alert>}
      {state.matches('tooLarge') && <Alert severity="error">{t('message_error_file_size', { context: address })}</Alert>}
      {state.matches('totalTooLarge') && <Alert severity="error">{t('message_error_total_size', { context: address })}</Alert>}
      <SchemaForm<Partial<MessageFields>>
        form="message"
        // Controlled by the machine: a sent message empties the form for the next one.
        formData={{ category: fields.category || undefined, subject: fields.subject || undefined, message: fields.message || undefined }}
        disabled={sending}
        onChange={(data) => {
          edit();
          send({ type: 'SET_FIELDS', fields: data });
        }}
        onSubmit={(data) => {
          edit();
          send({ type: 'SET_FIELDS', fields: data });
          send({ type: 'SUBMIT' });
        }}
      >
        <Stack spacing={2} sx={{ mt: 2 }}>
          <input
            ref={fileInput}
            type="file"
            multiple
            hidden
            aria-label={t('attach')}
            onChange={(event) => {
              edit();
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
          {state.matches('failed') ? (
            <Button variant="contained" onClick={() => send({ type: 'RETRY' })} sx={{ alignSelf: 'flex-start' }}>
              {t('retry')}
            </Button>
          ) : (
            <Button variant="contained" type="submit" loading={sending} sx={{ alignSelf: 'flex-start' }}>
              {t('send')}
            </Button>
          )}
        </Stack>
      </SchemaForm>
    </Stack>
  );
}
