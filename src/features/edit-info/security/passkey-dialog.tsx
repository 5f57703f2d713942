import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { usePortal } from '../../../ui/portal-context';
import type { passkeysMachine } from '../passkeys.machine';
import type { stepUpMachine } from '../../../lib/step-up.machine';
import { StepUpDialog } from '../../../ui/step-up-dialog';

type Snapshot = SnapshotFrom<typeof passkeysMachine>;
type Send = (event: { type: 'CHANGE'; value: string } | { type: 'SUBMIT' } | { type: 'CLOSE' }) => void;

/** Naming a new passkey; the shared step-up dialog when the server asks for a fresh proof first. */
export function PasskeyDialog({ snapshot, send }: { snapshot: Snapshot; send: Send }) {
  const { t } = useTranslation('editInfo');
  const { address } = usePortal();
  const titleId = useId();
  const proving = snapshot.matches('provingFirst');
  const adding = snapshot.context.change?.kind !== 'remove';
  const open = snapshot.matches('naming') || (snapshot.matches('sending') && adding);
  const busy = snapshot.matches('sending');
  const stepUp = snapshot.children.stepUp as ActorRefFrom<typeof stepUpMachine> | undefined;
  const { name, error } = snapshot.context;
  return (
    <>
      <StepUpDialog actor={proving ? stepUp : undefined} />
      <Dialog open={open} onClose={() => send({ type: 'CLOSE' })} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <DialogTitle id={titleId}>{t('passkey_add', { context: address })}</DialogTitle>
        <DialogContent>
          <Stack
            component="form"
            id={`${titleId}-form`}
            noValidate
            spacing={2}
            onSubmit={(event) => {
              event.preventDefault();
              send({ type: 'SUBMIT' });
            }}
          >
            {error && <Alert severity="error">{t(error as 'security_error', { context: address })}</Alert>}
            <DialogContentText>{t('passkey_dialog_intro', { context: address })}</DialogContentText>
            <TextField
              label={t('passkey_name_label')}
              value={name}
              onChange={(event) => send({ type: 'CHANGE', value: event.target.value })}
              slotProps={{ htmlInput: { maxLength: 60, readOnly: busy } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button type="button" onClick={() => send({ type: 'CLOSE' })}>
            {t('security_cancel')}
          </Button>
          <Button type="submit" form={`${titleId}-form`} variant="contained" loading={busy}>
            {t('passkey_create')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
