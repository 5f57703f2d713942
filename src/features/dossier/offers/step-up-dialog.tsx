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
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SnapshotFrom } from 'xstate';
import { usePortal } from '../../../ui/portal-context';
import type { signOfferMachine } from './sign-offer.machine';

type Snapshot = SnapshotFrom<typeof signOfferMachine>;
type Send = (event: { type: 'CHANGE'; value: string } | { type: 'SUBMIT' } | { type: 'RESEND' } | { type: 'CANCEL' }) => void;

/** The fresh proof before signing (decision record 057): the mailed code, typed in and sent. */
export function StepUpDialog({ snapshot, send }: { snapshot: Snapshot; send: Send }) {
  const { t } = useTranslation('offer');
  const { address } = usePortal();
  const titleId = useId();
  const { code, error } = snapshot.context;
  const busy = snapshot.matches({ stepUp: 'mailing' }) || snapshot.matches({ stepUp: 'proving' });
  return (
    <Dialog open={snapshot.matches('stepUp')} onClose={() => send({ type: 'CANCEL' })} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('step_up_title', { context: address })}</DialogTitle>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'SUBMIT' });
        }}
      >
        <DialogContent>
          <Stack spacing={2}>
            {error && <Alert severity="error">{t(`error_${error}` as 'error_other', { context: address, defaultValue: t('error_other') })}</Alert>}
            <DialogContentText>{t('step_up_intro', { context: address })}</DialogContentText>
            <TextField
              label={t('step_up_code')}
              value={code}
              onChange={(event) => send({ type: 'CHANGE', value: event.target.value })}
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 } }}
              autoFocus
              fullWidth
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={() => send({ type: 'RESEND' })} disabled={busy}>
            {t('step_up_resend')}
          </Button>
          <Button onClick={() => send({ type: 'CANCEL' })}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('step_up_confirm')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
