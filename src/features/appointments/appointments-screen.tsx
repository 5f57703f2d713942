import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalData } from '../../api/portal-data';
import { DataScreen } from '../../ui/data-screen';
import { EmptyState } from '../../ui/empty-state';
import { focusWhenLost } from '../../ui/focus-return';
import { usePortal } from '../../ui/portal-context';
import { useAppointmentNames } from './api/use-appointment-names';
import { splitAppointments } from './appointment-time';
import { appointmentTitle } from './appointment-title';
import { BookAppointmentButton } from './book-appointment-button';
import type { Appointment } from './booking.machine';
import { AppointmentItem } from './components/appointment-item';
import { CancelDialog } from './components/cancel-dialog';

/** The appointments (core §2): upcoming, past and cancelled ones, booking a new one, cancelling with confirmation. */
export function AppointmentsScreen({ title }: { title: string }) {
  const { t } = useTranslation('appointments');
  const { address } = usePortal();
  const appointments = usePortalData('appointments');
  const names = useAppointmentNames();
  const [cancelling, setCancelling] = useState<Appointment | null>(null);
  const upcomingHeading = useRef<HTMLHeadingElement>(null);
  const { upcoming, cancelled, past } = splitAppointments(appointments.data ?? [], new Date());
  const typeName = (appointment: Appointment) => appointmentTitle(appointment, names.type(appointment.appointment_type_id), t('kind'));

  const list = (items: Appointment[], cancellable: boolean) => (
    <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((appointment) => (
        <li key={appointment.id}>
          <AppointmentItem
            appointment={appointment}
            typeName={typeName(appointment)}
            resourceName={names.resource(appointment.resource_id)}
            onCancel={cancellable && appointment.cancellable ? () => setCancelling(appointment) : undefined}
          />
        </li>
      ))}
    </Stack>
  );

  return (
    <DataScreen title={title} queries={[appointments]} action={<BookAppointmentButton />}>
      <Stack spacing={4}>
        <section aria-labelledby="appointments-upcoming">
          <Typography ref={upcomingHeading} id="appointments-upcoming" component="h2" variant="h6" gutterBottom>
            {t('upcoming')}
          </Typography>
          {upcoming.length ? (
            list(upcoming, true)
          ) : (
            <EmptyState text={t('empty_upcoming', { context: address })} hint={t('empty_upcoming_hint', { context: address })} />
          )}
        </section>
        <section aria-labelledby="appointments-past">
          <Typography id="appointments-past" component="h2" variant="h6" gutterBottom>
            {t('past')}
          </Typography>
          {past.length ? list(past, false) : <EmptyState text={t('empty_past')} />}
        </section>
        {cancelled.length > 0 && (
          <section aria-labelledby="appointments-cancelled">
            <Typography id="appointments-cancelled" component="h2" variant="h6" gutterBottom>
              {t('cancelled')}
            </Typography>
            {list(cancelled, false)}
          </section>
        )}
      </Stack>
      <CancelDialog
        appointment={cancelling}
        typeName={cancelling ? typeName(cancelling) : ''}
        onClose={() => setCancelling(null)}
        onExited={(dialog) => focusWhenLost(upcomingHeading.current, dialog)}
      />
    </DataScreen>
  );
}
