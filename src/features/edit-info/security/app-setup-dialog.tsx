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
import type { appSetupMachine } from '../app-setup.machine';

type Snapshot = SnapshotFrom<typeof appSetupMachine>;
type Send = (event: { type: 'CHANGE'; value: string } | { type: 'SUBMIT' } | { type: 'RESEND' } | { type: 'CLOSE' }) => void;

/** The key in groups of four, as an app's "enter a key" field is easiest to type from. */
const grouped = (key: string) => key.match(/.{1,4}/g)?.join(' ') ?? key;

/** The app's set-up: a mailed code first when needed, then the QR code and key, then the recovery codes once. */
export function AppSetupDialog({ snapshot, send }: { snapshot: Snapshot; send: Send }) {
  const { t } = useTranslation('editInfo');
  const { address } = usePortal();
  const titleId = useId();
  const { setup, code, codes, error } = snapshot.context;
  const busy = ['beginning', 'confirming', { stepUp: 'mailing' }, { stepUp: 'proving' }].some((state) => snapshot.matches(state as never));
  const steppingUp = snapshot.matches('stepUp');
  const asking = steppingUp || snapshot.matches('scanning') || snapshot.matches('confirming');
  const close = () => send({ type: 'CLOSE' });
  return (
    <Dialog open={!snapshot.matches('closed')} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t(steppingUp ? 'step_up_title' : 'app_setup_title', { context: address })}</DialogTitle>
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
            {error && <Alert severity="error">{t(error as 'security_error', { context: address })}</Alert>}
            {steppingUp && <DialogContentText>{t('step_up_intro', { context: address })}</DialogContentText>}
            {setup && !steppingUp && (
              <>
                <DialogContentText>{t('app_setup_intro', { context: address })}</DialogContentText>
                <Box
                  component="img"
                  src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.qr_svg)}`}
                  alt={t('app_setup_qr')}
                  sx={{ width: 200, height: 200, alignSelf: 'center' }}
                />
                <DialogContentText>{t('app_setup_key', { context: address })}</DialogContentText>
                <Box component="code" data-testid="app-key" sx={{ fontSize: '1.1rem', wordBreak: 'break-all', textAlign: 'center' }}>
                  {grouped(setup.key)}
                </Box>
              </>
            )}
            {asking && (
              <TextField
                label={t(steppingUp ? 'step_up_code' : 'app_setup_code')}
                value={code}
                onChange={(event) => send({ type: 'CHANGE', value: event.target.value })}
                autoComplete="one-time-code"
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, readOnly: busy } }}
              />
            )}
            {snapshot.matches('showingCodes') && (
              <>
                <Alert severity="success">{t('app_setup_done', { context: address })}</Alert>
                <DialogContentText>{t('recovery_codes_intro', { context: address })}</DialogContentText>
                <Box component="ol" aria-label={t('recovery_codes_title')} sx={{ fontFamily: 'monospace', fontSize: '1.05rem', columns: 2, m: 0 }}>
                  {codes.map((recovery) => (
                    <li key={recovery}>{recovery}</li>
                  ))}
                </Box>
              </>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap' }}>
          {steppingUp && (
            <Button type="button" disabled={busy} onClick={() => send({ type: 'RESEND' })}>
              {t('step_up_resend')}
            </Button>
          )}
          <Button type="button" onClick={close}>
            {t(snapshot.matches('showingCodes') ? 'security_done' : 'security_cancel')}
          </Button>
          {asking && (
            <Button type="submit" variant="contained" loading={busy}>
              {t('security_confirm')}
            </Button>
          )}
        </DialogActions>
      </Box>
    </Dialog>
  );
}
