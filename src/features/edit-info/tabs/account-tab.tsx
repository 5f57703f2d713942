import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../api/language';
import { usePortalData } from '../../../api/portal-data';
import { LanguageSelect } from '../../../ui/language-select';
import { AvatarEditor } from './avatar-editor';
import { DataExportSection } from '../sessions/data-export-section';
import { SessionsSection } from '../sessions/sessions-section';
import { NotificationChoices } from './notification-choices';
import { PasswordForm } from './password-form';
import { PasskeysSection } from '../security/passkeys-section';
import { SecuritySection } from '../security/security-section';

/** Avatar, language (applied at once, stored on the server), the username, the password change, the second factors, the passkeys, the notification choices and where they are signed in. */
export function AccountTab() {
  const { t } = useTranslation('editInfo');
  const customer = usePortalData('customer');
  const language = useLanguage();
  if (!customer.data) return <CircularProgress aria-label={t('loading')} />;
  return (
    <Stack spacing={3} divider={<Divider flexItem />}>
      <AvatarEditor avatar={customer.data.avatar ?? null} name={customer.data.full_name ?? ''} />
      <Stack spacing={2}>
        <LanguageSelect label={t('language_label')} choice={language} />
        <TextField label={t('username_label')} value={customer.data.username ?? ''} slotProps={{ htmlInput: { readOnly: true } }} />
      </Stack>
      <PasswordForm />
      <SecuritySection />
      <PasskeysSection />
      <NotificationChoices stored={customer.data.notification_preferences} />
      <SessionsSection />
      <DataExportSection />
    </Stack>
  );
}
