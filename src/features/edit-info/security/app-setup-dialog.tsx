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
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { usePortal } from '../../../ui/portal-context';
import type { appSetupMachine } from '../app-setup.machine';
import type { stepUpMachine } from '../../../lib/step-up.machine';
import { StepUpDialog } from '../../../ui/step-up-dialog';

type Snapshot = SnapshotFrom<typeof appSetupMachine>;
type Send = (event: { type: 'OPEN' } | { type: 'CHANGE'; value: string } | { type: 'SUBMIT' } | { type: 'CLOSE' }) => void;

/** The key in groups of four, as an app's "enter a key" field is easiest to type from. */
const grouped = (key: string) => key.match(/.{1,4}/g)?.join(' ') ?? key;

/**
 * The app's set-up: the step-up dialog first when needed, then the QR code and key, then the
 * recovery codes once. `required`: the office requires an app, so the set-up cannot be cancelled.
 */
export function AppSetupDialog({ snapshot, send, required = false }: { snapshot: Snapshot; send: Send; required?: boolean }) {
  const { t } = useTranslation('editInfo');
  const { address } = usePortal();
  const titleId = useId();
  const { setup, code, codes, error } = snapshot.context;
  const busy = snapshot.matches('beginning') || snapshot.matches('confirming');
  const asking = snapshot.matches('scanning') || snapshot.matches('confirming');
  const done = snapshot.matches('showingCodes');
  const close = () => send({ type: 'CLOSE' });
  const stepUp = snapshot.children.stepUp as ActorRefFrom<typeof stepUpMachine> | undefined;
  return (
    <>
      <StepUpDialog actor={stepUp} />
      <Dialog
        open={!snapshot.matches('closed') && !snapshot.matches('stepUp')}
        onClose={required && !done ? undefined : close}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="xs"
      >
        <DialogTitle id={titleId}>{t(required ? 'app_required_title' : 'app_setup_title', { context: address })}</DialogTitle>
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
              {required && !done && <DialogContentText>{t('app_required_intro', { context: address })}</DialogContentText>}
              {setup && (
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
                  label={t('app_setup_code')}
                  value={code}
                  onChange={(event) => send({ type: 'CHANGE', value: event.target.value })}
                  autoComplete="one-time-code"
                  slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, readOnly: busy } }}
                />
              )}
              {done && (
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
            {snapshot.matches('failed') && required && (
              <Button type="button" onClick={() => send({ type: 'OPEN' })}>
                {t('security_retry')}
              </Button>
            )}
            {(done || !required) && (
              <Button type="button" onClick={close}>
                {t(done ? 'security_done' : 'security_cancel')}
              </Button>
            )}
            {asking && (
              <Button type="submit" variant="contained" loading={busy}>
                {t('security_confirm')}
              </Button>
            )}
          </DialogActions>
        </Box>
      </Dialog>
    </>
  );
}
