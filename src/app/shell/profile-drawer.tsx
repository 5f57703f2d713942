import CloseIcon from '@mui/icons-material/Close';
import EditIcon from '@mui/icons-material/Edit';
import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router';
import { useLanguage } from '../../api/language';
import { useSession } from '../../features/auth';
import { AccountSwitcher } from '../../features/auth/components/account-switcher';
import { LanguageSelect } from '../../ui/language-select';
import { HomeSummary } from './home-summary';
import { PeopleCards } from './people-cards';
import { useShell } from './shell-context';
import { ShortcutList } from './shortcut-list';

const TITLE_ID = 'profile-drawer-title';

/**
 * The profile drawer (core §2): the shortcuts with their badges (the header's icons live here
 * below 1200 px), the family, the home, the language, and the ways to change data or log out.
 * A modal drawer: it traps focus and gives it back to the profile button on close.
 */
export function ProfileDrawer({ open, phone, onClose }: { open: boolean; phone: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const { resolved, address } = useShell();
  const { logout } = useSession();
  const language = useLanguage();
  const editInfo = resolved.routes.find((route) => route.name === 'editInfo');

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      // MUI makes the paper of a temporary drawer a modal dialog; its title names it.
      slotProps={{ paper: { 'aria-labelledby': TITLE_ID, sx: { width: phone ? '100%' : 400 } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5 }}>
        <Typography id={TITLE_ID} component="h2" variant="h6" sx={{ flex: 1 }}>
          {t('profile_title', { context: address })}
        </Typography>
        <IconButton aria-label={t('profile_close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Stack spacing={3} sx={{ px: 2, pb: 3 }}>
        <Section title={t('shortcuts_title')}>
          <ShortcutList links={resolved.profileDrawer} />
        </Section>
        <Section title={t('family_title', { context: address })}>
          <PeopleCards />
        </Section>
        <Section title={t('home_title', { context: address })}>
          <HomeSummary />
        </Section>
        <LanguageSelect id="portal-language" label={t('language')} choice={language} size="small" fullWidth />
        <Section title={t('accounts_title', { context: address })}>
          <AccountSwitcher />
        </Section>
        <Stack spacing={1}>
          {editInfo && (
            <Button component={Link} to={generatePath(editInfo.path)} variant="contained" startIcon={<EditIcon />}>
              {t(editInfo.title, { context: address })}
            </Button>
          )}
          <Button variant="outlined" startIcon={<LogoutIcon />} onClick={() => void logout()}>
            {t('logout')}
          </Button>
        </Stack>
      </Stack>
    </Drawer>
  );
}

/** A titled part of the drawer; named by its heading so screen readers list it as a region. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
