import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect } from 'react';
import { lazyWithPreload } from '../../ui/lazy-with-preload';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../features/auth';
import { CountBadge } from '../../ui/count-badge';
import { PersonAvatar } from '../../ui/person-avatar';
import { useNewItemsTotal } from './counts-context';
import { usePortalData } from '../../api/portal-data';
import { DRAWER_WIDTH } from './layout';
import { useShell } from './shell-context';

// Only from 1200 px, and with tooltips (Popper) a phone never needs: a chunk of its own. They appear
// beside the title, which only gives them room, so nothing moves when they arrive.
const ShortcutIcons = lazyWithPreload(() => import('./shortcut-icons').then((module) => ({ default: module.ShortcutIcons })));

interface HeaderProps {
  desktop: boolean;
  height: number;
  onOpenMenu: () => void;
  onOpenProfile: () => void;
}

/**
 * The bar on top: the menu button below 1200 px, the office name, the shortcut icons from 1200 px,
 * and the profile button with the total of new items (the only place they show on a phone).
 */
export function Header({ desktop, height, onOpenMenu, onOpenProfile }: HeaderProps) {
  const { t } = useTranslation('shell');
  const { tenant, resolved, address } = useShell();
  const customer = usePortalData('customer');
  const total = useNewItemsTotal(resolved.header);
  const { rememberProfile } = useSession();
  const name = customer.data?.full_name;
  const avatar = customer.data?.avatar ?? null;
  // The saved accounts show the picture and name the portal reads now, not those of the sign-in.
  useEffect(() => {
    if (name) rememberProfile({ name, avatar });
  }, [name, avatar, rememberProfile]);
  const profileLabel = t('profile_open', { context: address });

  return (
    <AppBar
      position="fixed"
      elevation={0}
      sx={{ height, justifyContent: 'center', width: desktop ? `calc(100% - ${DRAWER_WIDTH}px)` : '100%', ml: desktop ? `${DRAWER_WIDTH}px` : 0 }}
    >
      <Toolbar sx={{ gap: 1 }}>
        {!desktop && (
          <IconButton edge="start" color="inherit" size="large" aria-label={t('menu_open')} onClick={onOpenMenu}>
            <MenuIcon />
          </IconButton>
        )}
        <Typography component="p" variant="h6" noWrap sx={{ flex: 1, minWidth: 0 }}>
          {tenant.full_name ?? tenant.name}
        </Typography>
        {desktop && (
          <Box component="nav" aria-label={t('shortcuts_title')} sx={{ display: 'flex' }}>
            <Suspense fallback={null}>
              <ShortcutIcons links={resolved.header} />
            </Suspense>
          </Box>
        )}
        <IconButton
          edge="end"
          color="inherit"
          aria-label={total > 0 ? t('with_new', { label: profileLabel, number: total }) : profileLabel}
          aria-haspopup="dialog"
          onClick={onOpenProfile}
        >
          <CountBadge count={total}>
            <PersonAvatar name={customer.data?.full_name ?? ''} src={customer.data?.avatar} />
          </CountBadge>
        </IconButton>
      </Toolbar>
    </AppBar>
  );
}
