import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePortalData } from '../../api/portal-data';
import { usePathOf, usePortal } from '../../ui/portal-context';
import { RetryAlert } from '../../ui/retry-alert';
import { useAppointmentNames } from './api/use-appointment-names';
import { splitAppointments } from './appointment-time';
import { appointmentTitle } from './appointment-title';
import { BookAppointmentButton } from './book-appointment-button';
import { AppointmentFacts } from './components/appointment-facts';

/** The dashboard's appointments card: the next appointment, how many more, and booking a new one. */
export function AppointmentsCard() {
  const { t } = useTranslation('appointments');
  const { address } = usePortal();
  const appointments = usePortalData('appointments');
  const names = useAppointmentNames();
  const listPath = usePathOf('afspraken');
  const { upcoming } = splitAppointments(appointments.data ?? [], new Date());
  const [next] = upcoming;
  return (
    <Card component="section" aria-labelledby="appointments-card-title">
      <CardContent>
        <Typography id="appointments-card-title" component="h2" variant="h6" gutterBottom>
          {t('card_title')}
        </Typography>
        {appointments.isLoading ? (
          <Skeleton variant="rounded" height={72} />
        ) : appointments.isError ? (
          <RetryAlert retryLabel={t('retry')} onRetry={() => void appointments.refetch()}>
            {t('load_error')}
          </RetryAlert>
        ) : next ? (
          <Stack spacing={0.5} data-testid="next-appointment">
            <Typography variant="overline" color="text.secondary">
              {t('card_next', { context: address })}
            </Typography>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {appointmentTitle(next, names.type(next.appointment_type_id), t('kind'))}
            </Typography>
            <AppointmentFacts appointment={next} resourceName={names.resource(next.resource_id)} />
            {upcoming.length > 1 && (
              <Typography variant="body2" color="text.secondary">
                {t('card_more', { count: upcoming.length - 1 })}
              </Typography>
            )}
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('empty_upcoming', { context: address })}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        <BookAppointmentButton variant="outlined" />
        {listPath && (
          <Link component={RouterLink} to={listPath} variant="body2">
            {t('card_all')}
          </Link>
        )}
      </CardActions>
    </Card>
  );
}
