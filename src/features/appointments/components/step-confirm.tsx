import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { usePortal } from '../../../ui/portal-context';
import type { AppointmentType, BookableSlot, BookingError } from '../booking.machine';

interface Props {
  type: AppointmentType | null;
  slot: BookableSlot | null;
  resourceName: string | null;
  description: string;
  error: BookingError | null;
  disabled: boolean;
  onDescription: (description: string) => void;
}

/** Step 3: what is about to be booked, and an optional note; a failure says so above it. */
export function StepConfirm({ type, slot, resourceName, description, error, disabled, onDescription }: Props) {
  const { t } = useTranslation('appointments');
  const { address } = usePortal();
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      {error && (
        <Alert severity="error" role="alert">
          {t(error, { context: address })}
        </Alert>
      )}
      {type && slot && (
        <div>
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            {type.name}
          </Typography>
          <Typography variant="body2" sx={{ '&::first-letter': { textTransform: 'uppercase' } }}>
            {formatDate(slot.date, 'weekday')}, {t('time_range', { from: slot.startTime, till: slot.endTime })}
          </Typography>
          {resourceName && (
            <Typography variant="body2" color="text.secondary">
              {t('with_resource', { name: resourceName })}
            </Typography>
          )}
        </div>
      )}
      <TextField
        label={t('description')}
        helperText={t('description_help', { context: address })}
        value={description}
        onChange={(event) => onDescription(event.target.value)}
        multiline
        minRows={3}
        disabled={disabled}
        autoFocus
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
    </Stack>
  );
}
