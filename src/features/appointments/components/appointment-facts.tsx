import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { timesOf } from '../appointment-time';
import type { Appointment } from '../booking.machine';

/** When, with whom and where an appointment is: the lines the list, the card and the summary share. */
export function AppointmentFacts({ appointment, resourceName }: { appointment: Appointment; resourceName: string | null }) {
  const { t } = useTranslation('appointments');
  const times = timesOf(appointment);
  return (
    <>
      <Typography variant="body2" sx={{ '&::first-letter': { textTransform: 'uppercase' } }}>
        {formatDate(times.date, 'weekday')}, {t('time_range', { from: times.from, till: times.till })}
      </Typography>
      {resourceName && (
        <Typography variant="body2" color="text.secondary">
          {t('with_resource', { name: resourceName })}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {appointment.event_type === 'online' ? t('event_online') : t('event_office')}
        {appointment.location ? `: ${appointment.location}` : ''}
      </Typography>
      {appointment.video_url && appointment.status !== 'cancelled' && appointment.status !== 'finished' && (
        <Link href={appointment.video_url} target="_blank" rel="noopener noreferrer" variant="body2">
          {t('video_link')}
        </Link>
      )}
    </>
  );
}
