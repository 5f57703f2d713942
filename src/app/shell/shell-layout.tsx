import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyWithPreload } from '../../ui/lazy-with-preload';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { focusHeadingWhenDrawn, takeSignedInHere } from '../../ui/heading-focus';
import { LoadingScreen } from '../../ui/loading-screen';
import { homePath } from '../home-path';
import { NavDrawer, ProfileDrawer } from './drawers';
import { Header } from './header';
import { desktopQuery, DRAWER_WIDTH, HEADER_HEIGHT, phoneQuery } from './layout';
import { CalculatorHost } from './calculator-host';
import { useShell } from './shell-context';
import { SkipLink } from './skip-link';
import { useFirstAnswersIn } from './use-first-answers-in';

const MAIN_ID = 'main-content';

// The prompts and the other screens' preloading come last, in a chunk of their own (shell-later.tsx).
const ShellLater = lazyWithPreload(() => import('./shell-later'));

/**
 * The frame of every signed-in screen: header, side menu, the screen in <main>, the profile
 * drawer and the prompts. Both drawers belong to the screen they were opened on, so moving to
 * another screen closes them ("closes on screen focus", core §2) without an effect.
 */
export function ShellLayout() {
  const { t } = useTranslation('shell');
  const { resolved } = useShell();
  const desktop = useMediaQuery(desktopQuery, { noSsr: true });
  const phone = useMediaQuery(phoneQuery, { noSsr: true });
  const location = useLocation();
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const [profileOpenOn, setProfileOpenOn] = useState<string | null>(null);
  const [promptSlot, setPromptSlot] = useState<HTMLElement | null>(null);
  const headerHeight = phone ? HEADER_HEIGHT.phone : HEADER_HEIGHT.wide;
  const main = useFocusOnNavigation(location.pathname);
  const later = useFirstAnswersIn();
  const menuOpen = menuOpenOn === location.key;
  const profileOpen = profileOpenOn === location.key;
  // Once opened a drawer stays mounted, so closing plays its exit transition.
  const [menuUsed, setMenuUsed] = useState(false);
  if (menuOpen && !menuUsed) setMenuUsed(true);
  const [profileUsed, setProfileUsed] = useState(false);
  if (profileOpen && !profileUsed) setProfileUsed(true);
  // The menu is part of a wide screen's first paint; a phone's closed menu waits for the first answers.
  const menuWanted = later || desktop || menuUsed;
  // On a wide screen the menu's width is kept while it loads, so the screen does not shift.
  const menuSpace = desktop && <Box sx={{ width: DRAWER_WIDTH, flexShrink: 0 }} />;

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      {/* Tabbing back scrolls a control into view below the fixed header, not under it (WCAG 2.4.11). */}
      <GlobalStyles styles={{ html: { scrollPaddingTop: headerHeight + 8 } }} />
      <SkipLink target={MAIN_ID} />
      <Header desktop={desktop} height={headerHeight} onOpenMenu={() => setMenuOpenOn(location.key)} onOpenProfile={() => setProfileOpenOn(location.key)} />
      {menuWanted ? (
        <Suspense fallback={menuSpace}>
          <NavDrawer
            desktop={desktop}
            phone={phone}
            headerHeight={headerHeight}
            homePath={homePath(resolved)}
            open={menuOpen}
            onOpen={() => setMenuOpenOn(location.key)}
            onClose={() => setMenuOpenOn(null)}
          />
        </Suspense>
      ) : (
        menuSpace
      )}
      <Box
        component="main"
        id={MAIN_ID}
        ref={main}
        tabIndex={-1}
        sx={{ flex: 1, minWidth: 0, pt: `${headerHeight}px`, width: desktop ? `calc(100% - ${DRAWER_WIDTH}px)` : '100%', '&:focus': { outline: 'none' } }}
      >
        {/* The prompts, in the flow above the screen (shell-later.tsx): they never cover it. */}
        <div ref={setPromptSlot} />
        <Suspense fallback={<LoadingScreen label={t('screen_loading')} />}>
          <Outlet />
        </Suspense>
      </Box>
      {/* A tap on the profile button while its code loads opens the drawer once the code is in. */}
      {profileUsed && (
        <Suspense fallback={null}>
          <ProfileDrawer open={profileOpen} phone={phone} onClose={() => setProfileOpenOn(null)} />
        </Suspense>
      )}
      {later && (
        <Suspense fallback={null}>
          <ShellLater promptSlot={promptSlot} />
        </Suspense>
      )}
      <CalculatorHost />
    </Box>
  );
}

/**
 * After moving to another screen, and on the first screen after signing in here, focus goes to
 * the screen's heading, so a keyboard or screen-reader user starts at the new screen instead of
 * wherever the link was (or the page's body, once the login form is gone).
 */
function useFocusOnNavigation(pathname: string) {
  const main = useRef<HTMLElement>(null);
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const first = previous.current === null;
    if (pathname === previous.current) return;
    previous.current = pathname;
    if (main.current && (!first || takeSignedInHere())) return focusHeadingWhenDrawn(main.current);
  }, [pathname]);
  return main;
}
