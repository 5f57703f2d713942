import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../api/query-keys';
import { formatDate } from '../../../lib/format';
import { usePortal } from '../../../ui/portal-context';
import { cancelAppointment } from '../api/appointments-api';
import { timesOf } from '../appointment-time';
import type { Appointment } from '../booking.machine';

/** Cancelling asks for confirmation first, then refreshes the list (core §4). */
export function CancelDialog({
  appointment,
  typeName,
  onClose,
  onExited,
}: {
  appointment: Appointment | null;
  typeName: string;
  onClose: () => void;
  /** Once closed: where focus goes when its opener left with the cancelled appointment. */
  onExited?: (dialog: HTMLElement) => void;
}) {
  const { t } = useTranslation('appointments');
  const { address } = usePortal();
  const titleId = useId();
  const client = useQueryClient();
  const cancel = useMutation({
    mutationFn: (id: number) => cancelAppointment(id),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: queryKeys.data('appointments') });
      onClose();
    },
  });
  const close = () => {
    cancel.reset();
    onClose();
  };
  const times = appointment ? timesOf(appointment) : null;
  return (
    <Dialog open={appointment !== null} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs" slotProps={{ transition: { onExited } }}>
      <DialogTitle id={titleId}>{t('cancel_title')}</DialogTitle>
      <DialogContent>
        {times && (
          <DialogContentText>
            {t('cancel_text', { context: address, type: typeName, date: formatDate(times.date, 'weekday'), time: times.from })}
          </DialogContentText>
        )}
        {cancel.isError && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {cancel.error.message === 'appointment_cancel_window_passed' ? t('cancel_window', { context: address }) : t('cancel_error')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} autoFocus>
          {t('cancel_keep')}
        </Button>
        <Button color="error" variant="contained" loading={cancel.isPending} onClick={() => appointment && cancel.mutate(appointment.id)}>
          {t('cancel_confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
