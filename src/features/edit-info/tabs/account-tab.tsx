import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { usePortalData } from '../../../api/portal-data';
import { LANGUAGES, type Language } from '../../../lib/languages';
import { useLanguage } from '../../../ui/use-language';
import { AvatarEditor } from './avatar-editor';
import { PasswordForm } from './password-form';

/** Avatar, language (applied at once, stored on the server), the username and the password change. */
export function AccountTab() {
  const { t } = useTranslation('editInfo');
  const customer = usePortalData('customer');
  const { language, change } = useLanguage();
  if (!customer.data) return <CircularProgress aria-label={t('loading')} />;
  return (
    <Stack spacing={3} divider={<Divider flexItem />}>
      <AvatarEditor avatar={customer.data.avatar ?? null} name={customer.data.full_name ?? ''} />
      <Stack spacing={2}>
        <TextField select label={t('language_label')} value={language} onChange={(event) => change(event.target.value as Language)}>
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
