import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalData } from '../../api/portal-data';
import { pictureLoaders } from '../../api/proxy-pictures';
import { useSendMessage } from '../../api/use-send-message';
import type { ContactPartName } from '../../config';
import { ContactPersonCard } from '../../ui/contact/contact-person-card';
import { officeOf, type Office } from '../../ui/contact/office';
import { OfficeAddressCard, OfficeChannelsCard } from '../../ui/contact/office-cards';
import { DataScreen } from '../../ui/data-screen';
import { MessageForm } from '../../ui/message-form';
import { usePathOf, usePortal } from '../../ui/portal-context';
import { OpeningHoursCard } from './opening-hours-card';

function MessageCard() {
  const { t } = useTranslation('sections');
  const { address } = usePortal();
  // The contact form's messages carry their tag, so the office's task list tells them apart (core §5).
  const sending = useSendMessage('contact_formulier');
  return (
    <Card variant="outlined" component="section" aria-labelledby="contact-message-title">
      <CardContent>
        <Typography id="contact-message-title" component="h2" variant="h6">
          {t('contact_message_title', { context: address })}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('contact_message_intro', { context: address })}
        </Typography>
        <MessageForm machine={sending} />
      </CardContent>
    </Card>
  );
}

/** Parts other features build, handed in by src/app (a feature never imports another). */
export interface ContactFeatureParts {
  /** "Make an appointment online": opens the booking flow in a modal. */
  bookAppointment: ComponentType;
}

/** "Make an appointment online" (advice §2): its button opens the booking flow in a modal. */
function OnlineAppointmentCard({ BookButton }: { BookButton: ComponentType }) {
  const { t } = useTranslation('sections');
  const { address } = usePortal();
  const path = usePathOf('afspraken');
  if (!path) return null;
  return (
    <Card variant="outlined" component="section" aria-labelledby="contact-appointment-title">
      <CardContent>
        <Typography id="contact-appointment-title" component="h2" variant="h6">
          {t('appointment_title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('appointment_intro', { context: address })}
        </Typography>
        <BookButton />
      </CardContent>
    </Card>
  );
}

/** Contact (advice §2): the message form beside the people and the office, in the parts the office shows. */
export function ContactScreen({ title, parts: featureParts }: { title: string; parts: ContactFeatureParts }) {
  const { t } = useTranslation('sections');
  const { tenant, resolved, address } = usePortal();
  const customer = usePortalData('customer');
  const parts = new Set(resolved.contact);
  const office: Office | null = officeOf(tenant, customer.data?.office_id);
  const advisor = customer.data?.advisor ?? null;
  const manager = customer.data?.account_manager ?? null;

  const part: Record<ContactPartName, () => ReactNode> = {
    messageForm: () => <MessageCard />,
    advisor: () => advisor && <ContactPersonCard person={advisor} role={t('advisor', { context: address })} />,
    accountManager: () => manager && <ContactPersonCard person={manager} role={t('account_manager')} />,
    onlineAppointment: () => <OnlineAppointmentCard BookButton={featureParts.bookAppointment} />,
    // A hidden visiting address leaves the website, e-mail and phone in its place (advice §2).
    visitingAddress: () => office && <OfficeAddressCard office={office} pictures={pictureLoaders} />,
    openingHours: () => office && <OpeningHoursCard office={office} />,
  };
  const render = (names: readonly ContactPartName[]) => names.filter((name) => parts.has(name)).map((name) => <Box key={name}>{part[name]()}</Box>);

  return (
    <DataScreen title={title} queries={[customer]}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Stack spacing={2}>{render(resolved.contact.filter((name) => name === 'messageForm' || name === 'visitingAddress'))}</Stack>
        <Stack spacing={2}>
          {render(resolved.contact.filter((name) => name !== 'messageForm' && name !== 'visitingAddress'))}
          {office && !parts.has('visitingAddress') && <OfficeChannelsCard office={office} website={tenant.website} />}
        </Stack>
      </Box>
    </DataScreen>
  );
}
