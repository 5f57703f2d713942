import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import SwipeableDrawer from '@mui/material/SwipeableDrawer';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DRAWER_WIDTH } from './layout';
import { NavMenu } from './nav-menu';
import { useShell } from './shell-context';
import { useEdgeSwipe } from './use-edge-swipe';

interface NavDrawerProps {
  desktop: boolean;
  phone: boolean;
  headerHeight: number;
  homePath: string;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
}

/**
 * The side menu (core §2): permanent and open from 1200 px; below that a front drawer that starts
 * closed, opens by the menu button or a swipe from the left edge, and closes on navigation.
 */
export function NavDrawer({ desktop, phone, headerHeight, homePath, open, onOpen, onClose }: NavDrawerProps) {
  const { t } = useTranslation('shell');
  // The shell mounts it at once on a wide screen, on a phone after the screen's first answers (or
  // when opened): from then on a closed front drawer stays mounted, for the swipe. Its links are
  // drawn when it opens or a finger touches the swipe edge: drawn ahead, out of sight, they were the
  // longest task after a phone's first paint, for a menu most visits leave shut.
  const [drawn, setDrawn] = useState(desktop || open);
  if ((desktop || open) && !drawn) setDrawn(true);
  useEdgeSwipe({ top: headerHeight, enabled: !desktop && !open, onTouch: () => setDrawn(true), onSwipe: onOpen });
  const content = drawn && <DrawerContent headerHeight={headerHeight} homePath={homePath} onClose={desktop ? undefined : onClose} />;
  if (desktop) {
    return (
      <Drawer variant="permanent" open sx={{ width: DRAWER_WIDTH, flexShrink: 0 }} slotProps={{ paper: { sx: { width: DRAWER_WIDTH } } }}>
        {content}
      </Drawer>
    );
  }
  return (
    <SwipeableDrawer
      anchor="left"
      open={open}
      onOpen={onOpen}
      onClose={onClose}
      // The swipe that opens it is watched on the page (use-edge-swipe.ts), so no strip of MUI's
      // lies over the page's buttons; MUI still follows the finger that closes it.
      disableSwipeToOpen
      slotProps={{
        // As a front drawer the paper is a modal dialog (MUI), which needs a name.
        paper: { 'aria-label': t('nav_label'), sx: { width: phone ? '100%' : DRAWER_WIDTH } },
      }}
    >
      {content}
    </SwipeableDrawer>
  );
}

function DrawerContent({ headerHeight, homePath, onClose }: { headerHeight: number; homePath: string; onClose?: () => void }) {
  const { t } = useTranslation('shell');
  const { t: tCommon } = useTranslation();
  const { tenant, resolved } = useShell();
  const office = tenant.full_name ?? tenant.name;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}>
      <Box sx={{ height: headerHeight, flexShrink: 0, display: 'flex', alignItems: 'center', gap: 1, px: 2 }}>
        <Box
          component={Link}
          to={homePath}
          sx={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', height: '70%', color: 'text.primary', textDecoration: 'none' }}
        >
          {tenant.logo ? (
            <Box
              component="img"
              src={tenant.logo}
              alt={tCommon('office_logo', { office })}
              sx={{ maxHeight: '100%', maxWidth: '100%', objectFit: 'contain' }}
            />
          ) : (
            <Typography variant="h6">{office}</Typography>
          )}
        </Box>
        {onClose && (
          <IconButton aria-label={t('menu_close')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        )}
      </Box>
      <Divider />
      <Box component="nav" aria-label={t('nav_label')}>
        <NavMenu links={resolved.menu} />
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ mt: 'auto', p: 2 }}>
        {t('app_version', { version: import.meta.env.APP_VERSION ?? '' })}
      </Typography>
    </Box>
  );
}
