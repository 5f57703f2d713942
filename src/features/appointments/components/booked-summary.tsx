import TaskAltIcon from '@mui/icons-material/TaskAlt';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePortal } from '../../../ui/portal-context';
import type { Appointment, AppointmentType } from '../booking.machine';
import { appointmentTitle } from '../appointment-title';
import { AppointmentFacts } from './appointment-facts';

/** The confirmation summary after a booking (core §4): what, when, with whom, where, the note. */
export function BookedSummary({ appointment, type, resourceName }: { appointment: Appointment; type: AppointmentType | null; resourceName: string | null }) {
  const { t } = useTranslation('appointments');
  const { address } = usePortal();
  return (
    <Stack spacing={1.5} role="status" sx={{ pt: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'success.main' }}>
        <TaskAltIcon aria-hidden />
        <Typography component="h3" variant="h6">
          {t('summary_title', { context: address })}
        </Typography>
      </Stack>
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        {appointmentTitle(appointment, type?.name ?? null, t('kind'))}
      </Typography>
      <AppointmentFacts appointment={appointment} resourceName={resourceName} />
      {appointment.description && <Typography variant="body2">{t('summary_note', { note: appointment.description })}</Typography>}
      <Typography variant="body2" color="text.secondary">
        {t('summary_mail', { context: address })}
      </Typography>
    </Stack>
  );
}
