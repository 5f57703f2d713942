import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { usePortal } from '../../../ui/portal-context';
import type { factorChangeMachine } from '../factor-change.machine';
import type { stepUpMachine } from '../../../lib/step-up.machine';
import { StepUpDialog } from '../../../ui/step-up-dialog';

type Snapshot = SnapshotFrom<typeof factorChangeMachine>;
type Send = (event: { type: 'CONFIRM' } | { type: 'CLOSE' }) => void;

/** Removing the app or making new recovery codes: asked first, then the step-up dialog when needed, then the result (new codes once). */
export function FactorChangeDialog({ snapshot, send, kind }: { snapshot: Snapshot; send: Send; kind: 'app_remove' | 'codes_renew' }) {
  const { t } = useTranslation('editInfo');
  const { address } = usePortal();
  const titleId = useId();
  const { codes, error } = snapshot.context;
  const done = snapshot.matches('done');
  const close = () => send({ type: 'CLOSE' });
  const stepUp = snapshot.children.stepUp as ActorRefFrom<typeof stepUpMachine> | undefined;
  return (
    <>
      <StepUpDialog actor={stepUp} />
      <Dialog open={snapshot.matches('asking') || snapshot.matches('changing') || done} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <DialogTitle id={titleId}>{t(done && kind === 'codes_renew' ? 'recovery_codes_title' : `${kind}_title`)}</DialogTitle>
        <DialogContent>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {t(error as 'security_error', { context: address })}
            </Alert>
          )}
          {!done && <DialogContentText>{t(`${kind}_intro`, { context: address })}</DialogContentText>}
          {done && kind === 'app_remove' && <Alert severity="success">{t('app_removed')}</Alert>}
          {done && kind === 'codes_renew' && (
            <>
              <DialogContentText>{t('recovery_codes_intro', { context: address })}</DialogContentText>
              <Box component="ol" aria-label={t('recovery_codes_title')} sx={{ fontFamily: 'monospace', fontSize: '1.05rem', columns: 2, mb: 0 }}>
                {codes.map((recovery) => (
                  <li key={recovery}>{recovery}</li>
                ))}
              </Box>
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button type="button" onClick={close}>
            {t(done ? 'security_done' : 'security_cancel')}
          </Button>
          {!done && (
            <Button type="button" variant="contained" loading={snapshot.matches('changing')} onClick={() => send({ type: 'CONFIRM' })}>
              {t('security_confirm')}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
