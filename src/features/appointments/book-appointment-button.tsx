import EventIcon from '@mui/icons-material/Event';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BookingDialog } from './components/booking-dialog';

/**
 * "Make an appointment online" with the booking flow in a modal: the entry point of the
 * appointments screen, the dashboard card and the contact screen (mounted there by src/app).
 */
export function BookAppointmentButton({ variant = 'contained' }: { variant?: 'contained' | 'outlined' }) {
  const { t } = useTranslation('appointments');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} startIcon={<EventIcon />} onClick={() => setOpen(true)}>
        {t('make_appointment_online')}
      </Button>
      <BookingDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
