import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { usePortal } from '../../../ui/portal-context';
import type { stepUpMachine } from '../step-up.machine';

/** The step-up machine's part of a dialog: the mailed code, its field, resend and confirm. */
export function StepUpFields({ actor }: { actor: ActorRefFrom<typeof stepUpMachine> }) {
  const { t } = useTranslation('editInfo');
  const { address } = usePortal();
  const snapshot = useSelector(actor, (current) => current);
  const busy = snapshot.matches('mailing') || snapshot.matches('proving');
  const { code, error } = snapshot.context;
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'SUBMIT' });
      }}
    >
      {error && <Alert severity="error">{t(error as 'security_error', { context: address })}</Alert>}
      <DialogContentText>{t('step_up_intro', { context: address })}</DialogContentText>
      <TextField
        label={t('step_up_code')}
        value={code}
        onChange={(event) => actor.send({ type: 'CHANGE', value: event.target.value })}
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, readOnly: busy } }}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button type="button" disabled={busy} onClick={() => actor.send({ type: 'RESEND' })}>
          {t('step_up_resend')}
        </Button>
        <Button type="submit" variant="contained" loading={busy}>
          {t('security_confirm')}
        </Button>
      </Stack>
    </Stack>
  );
}
