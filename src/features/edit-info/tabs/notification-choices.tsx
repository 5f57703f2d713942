import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHANNELS, NOTIFY_KINDS, preferencesOf, type NotificationPreferences } from '../../../lib/notify-kinds';
import { usePortal } from '../../../ui/portal-context';
import { postNotificationChoices } from '../api/edit-info-api';
import { useSave } from '../use-save';

/**
 * How the customer hears of each kind of new item (issue 29): a push notification on their
 * devices, the daily e-mail digest, or not at all. What was chosen stays on the screen when a save
 * fails, to save again.
 */
export function NotificationChoices({ stored }: { stored: NotificationPreferences | undefined }) {
  const { t } = useTranslation('editInfo');
  const { address } = usePortal();
  const [choices, setChoices] = useState(() => preferencesOf(stored));
  const [state, send] = useSave(postNotificationChoices);
  return (
    <Stack component="section" spacing={2} aria-labelledby="notification-choices">
      <Typography id="notification-choices" component="h3" variant="h6">
        {t('notify_title')}
      </Typography>
      <Typography variant="body2">{t('notify_intro', { context: address })}</Typography>
      {NOTIFY_KINDS.map((kind) => (
        <TextField
          key={kind}
          select
          label={t(`notify_kind_${kind}`, { context: address })}
          value={choices[kind]}
          onChange={(event) => {
            setChoices({ ...choices, [kind]: event.target.value });
            send({ type: 'EDIT' });
          }}
        >
          {CHANNELS.map((channel) => (
            <MenuItem key={channel} value={channel}>
              {t(`notify_channel_${channel}`)}
            </MenuItem>
          ))}
        </TextField>
      ))}
      {state.matches('success') && <Alert severity="success">{t('notify_saved', { context: address })}</Alert>}
      {state.matches('error') && <Alert severity="error">{t('save_edits_error', { context: address })}</Alert>}
      <Button variant="contained" sx={{ alignSelf: 'flex-start' }} loading={state.matches('saving')} onClick={() => send({ type: 'SAVE', body: choices })}>
        {t('notify_save')}
      </Button>
    </Stack>
  );
}
