import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { usePortal } from './portal-context';
import type { stepUpMachine, StepUpFactor } from '../lib/step-up.machine';

type StepUpRef = ActorRefFrom<typeof stepUpMachine>;

/** The one step-up dialog: shown while a security change waits for a fresh proof (its machine's child). */
export function StepUpDialog({ actor }: { actor: StepUpRef | undefined }) {
  return actor ? <StepUpDialogOf actor={actor} /> : null;
}

function StepUpDialogOf({ actor }: { actor: StepUpRef }) {
  const { t } = useTranslation('editInfo');
  const { address } = usePortal();
  const titleId = useId();
  const snapshot = useSelector(actor, (state) => state);
  const { factor, factors, code, error } = snapshot.context;
  const busy = snapshot.matches('reading') || snapshot.matches('mailing') || snapshot.matches('proving') || snapshot.matches('usingPasskey');
  const asking = !snapshot.matches('unavailable') && !snapshot.matches('reading');
  // While the passkey is offered (or its prompt is open) no code is typed.
  const offering = snapshot.matches('offeringPasskey') || snapshot.matches('usingPasskey');
  const typing = asking && !offering;
  const cancel = () => actor.send({ type: 'CANCEL' });
  // The code the switch button turns to: from the passkey, the app's when there is one.
  const other: StepUpFactor = offering ? (factors.app ? 'app' : 'email') : factor === 'app' ? 'email' : 'app';
  return (
    <Dialog open={snapshot.status === 'active'} onClose={cancel} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('step_up_title', { context: address })}</DialogTitle>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'SUBMIT' });
        }}
      >
        <DialogContent>
          <Stack spacing={2}>
            {error && <Alert severity="error">{t(error as 'security_error', { context: address })}</Alert>}
            {asking && (
              <DialogContentText>
                {t(!typing ? 'step_up_intro_passkey' : factor === 'app' ? 'step_up_intro_app' : 'step_up_intro', { context: address })}
              </DialogContentText>
            )}
            {typing && (
              <TextField
                label={t(factor === 'app' ? 'app_setup_code' : 'step_up_code')}
                value={code}
                onChange={(event) => actor.send({ type: 'CHANGE', value: event.target.value })}
                autoComplete="one-time-code"
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, readOnly: busy } }}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap' }}>
          {asking && factors.passkey && (
            <Button type="button" variant={typing ? 'text' : 'contained'} disabled={busy} onClick={() => actor.send({ type: 'PASSKEY' })}>
              {t('step_up_use_passkey')}
            </Button>
          )}
          {((typing && factors.app && factors.email) || (offering && (factors.app || factors.email))) && (
            <Button type="button" disabled={busy} onClick={() => actor.send({ type: 'SWITCH' })}>
              {t(other === 'app' ? 'step_up_use_app' : 'step_up_use_email')}
            </Button>
          )}
          {typing && factor === 'email' && (
            <Button type="button" disabled={busy} onClick={() => actor.send({ type: 'RESEND' })}>
              {t('step_up_resend')}
            </Button>
          )}
          <Button type="button" onClick={cancel}>
            {t('security_cancel')}
          </Button>
          {typing && (
            <Button type="submit" variant="contained" loading={busy}>
              {t('security_confirm')}
            </Button>
          )}
        </DialogActions>
      </Box>
    </Dialog>
  );
}
