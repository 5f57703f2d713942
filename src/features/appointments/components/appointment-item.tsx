import EventIcon from '@mui/icons-material/Event';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Appointment } from '../booking.machine';
import { AppointmentFacts } from './appointment-facts';

const statusColor = { pending: 'warning', approved: 'success', finished: 'default', cancelled: 'error' } as const;

interface Props {
  appointment: Appointment;
  typeName: string;
  resourceName: string | null;
  onCancel?: () => void;
}

/** One appointment: type, status, date and time, advisor, place or video link, and cancel when allowed. */
export function AppointmentItem({ appointment, typeName, resourceName, onCancel }: Props) {
  const { t } = useTranslation('appointments');
  return (
    <Card variant="outlined" component="article" aria-label={typeName}>
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <EventIcon color="primary" aria-hidden sx={{ mt: 0.5 }} />
        <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {typeName}
            </Typography>
            <Chip size="small" label={t(`status_${appointment.status}`)} color={statusColor[appointment.status]} />
          </Stack>
          <AppointmentFacts appointment={appointment} resourceName={resourceName} />
          {appointment.description && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {appointment.description}
            </Typography>
          )}
          {onCancel && (
            <div>
              <Button size="small" color="error" onClick={onCancel} sx={{ mt: 1, ml: -1 }}>
                {t('cancel')}
              </Button>
            </div>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
