import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortal } from '../../../ui/portal-context';
import { chosenType } from '../booking.machine';
import { useBooking } from '../use-booking';
import { RetryAlert } from '../../../ui/retry-alert';
import { BookedSummary } from './booked-summary';
import { StepConfirm } from './step-confirm';
import { StepTime } from './step-time';
import { StepType } from './step-type';

/** The booking modal: the three steps of the booking machine, then the confirmation summary. */
export function BookingDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('appointments');
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle id={titleId}>{t('dialog_title')}</DialogTitle>
      {/* Mounted only while open, so every opening starts a fresh booking. */}
      {open && <BookingSteps onClose={onClose} />}
    </Dialog>
  );
}

function BookingSteps({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('appointments');
  const { address } = usePortal();
  const [state, send] = useBooking();
  const { context } = state;
  const type = chosenType(context);
  const resourceName = (id: number | null | undefined) => context.catalogue.resources.find((resource) => resource.id === id)?.name ?? null;
  const step = state.matches('chooseSlot') ? 1 : state.matches('describe') || state.matches('submitting') ? 2 : state.matches('booked') ? 3 : 0;
  const slotStatus = state.matches({ chooseSlot: 'loading' }) ? 'loading' : state.matches({ chooseSlot: 'failed' }) ? 'failed' : 'ready';

  return (
    <>
      <DialogContent>
        {!state.matches('noTypes') && !state.matches('loading') && !state.matches('loadFailed') && (
          <Stepper activeStep={step} alternativeLabel sx={{ mb: 2 }}>
            {(['step_type', 'step_time', 'step_confirm'] as const).map((label) => (
              <Step key={label}>
                <StepLabel>{t(label)}</StepLabel>
              </Step>
            ))}
          </Stepper>
        )}
        {state.matches('loading') && <CircularProgress aria-label={t('loading')} />}
        {state.matches('loadFailed') && (
          <RetryAlert retryLabel={t('retry')} onRetry={() => send({ type: 'RETRY' })}>
            {t('load_error')}
          </RetryAlert>
        )}
        {state.matches('noTypes') && (
          <Alert severity="info" role="status">
            {t('cannot_create_appointment', { context: address })}
          </Alert>
        )}
        {state.matches('chooseType') && (
          <StepType
            catalogue={context.catalogue}
            categoryId={context.categoryId}
            typeId={context.typeId}
            onCategory={(categoryId) => send({ type: 'CHOOSE_CATEGORY', categoryId })}
            onType={(typeId) => send({ type: 'CHOOSE_TYPE', typeId })}
          />
        )}
        {state.matches('chooseSlot') && (
          <StepTime
            catalogue={context.catalogue}
            week={context.week}
            slots={context.slots}
            resourceId={context.resourceId}
            slot={context.slot}
            status={slotStatus}
            send={send}
          />
        )}
        {(state.matches('describe') || state.matches('submitting')) && (
          <StepConfirm
            type={type}
            slot={context.slot}
            resourceName={resourceName(context.slot?.resourceId)}
            description={context.description}
            error={context.error}
            disabled={state.matches('submitting')}
            onDescription={(description) => send({ type: 'CHANGE_DESCRIPTION', description })}
          />
        )}
        {state.matches('booked') && context.booked && (
          <BookedSummary appointment={context.booked} type={type} resourceName={resourceName(context.booked.resource_id)} />
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {(state.matches('chooseSlot') || state.matches('describe')) && <Button onClick={() => send({ type: 'BACK' })}>{t('back')}</Button>}
        {/* A button of its own once booked, so it takes focus from the submit button that is gone. */}
        <Button key={state.matches('booked') ? 'close' : 'cancel'} onClick={onClose} color="inherit" autoFocus={state.matches('booked')}>
          {state.matches('booked') ? t('close') : t('stop_booking')}
        </Button>
        {(state.matches('chooseType') || state.matches('chooseSlot')) && (
          <Button variant="contained" disabled={!state.can({ type: 'NEXT' })} onClick={() => send({ type: 'NEXT' })}>
            {t('next')}
          </Button>
        )}
        {(state.matches('describe') || state.matches('submitting')) && (
          <Button
            variant="contained"
            disabled={!state.can({ type: 'SUBMIT' })}
            loading={state.matches('submitting')}
            loadingPosition="start"
            onClick={() => send({ type: 'SUBMIT' })}
          >
            {state.matches('submitting') ? t('submitting') : t('submit')}
          </Button>
        )}
      </DialogActions>
    </>
  );
}
