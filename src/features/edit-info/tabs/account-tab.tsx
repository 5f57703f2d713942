import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { portalClient } from '../../../api/client';
import { usePortalData } from '../../../api/portal-data';
import { AvatarEditor } from './avatar-editor';
import { PasswordForm } from './password-form';

const LANGUAGES = ['nl', 'en', 'de'] as const;
type Language = (typeof LANGUAGES)[number];
// The same device key the shell's language menu keeps the choice under.
const LANGUAGE_STORAGE_KEY = 'language';

/** Avatar, language (applied at once, stored on the server), the username and the password change. */
export function AccountTab() {
  const { t, i18n } = useTranslation('editInfo');
  const customer = usePortalData('customer');
  if (!customer.data) return <CircularProgress aria-label={t('loading')} />;
  const language = LANGUAGES.find((candidate) => candidate === i18n.resolvedLanguage) ?? 'nl';
  const choose = (next: Language) => {
    void i18n.changeLanguage(next);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
    void portalClient.POST('/customer/customer/language', { body: { language: next } }).catch(() => undefined);
  };
  return (
    <Stack spacing={3} divider={<Divider flexItem />}>
      <AvatarEditor avatar={customer.data.avatar ?? null} name={customer.data.full_name ?? ''} />
      <Stack spacing={2}>
        <TextField select label={t('language_label')} value={language} onChange={(event) => choose(event.target.value as Language)}>
          {LANGUAGES.map((option) => (
            <MenuItem key={option} value={option} lang={option}>
              {t(`language_${option}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField label={t('username_label')} value={customer.data.username ?? ''} slotProps={{ htmlInput: { readOnly: true } }} />
      </Stack>
      <PasswordForm />
    </Stack>
  );
}
