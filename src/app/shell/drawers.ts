import { lazyWithPreload } from '../../ui/lazy-with-preload';
import { loadTexts } from '../i18n';

// The shell's two drawers, not part of a phone's first paint (ShellLayout decides when each is
// needed; idle preloading fetches them ahead).

/** The side menu: on a wide screen fetched at once, on a phone after the screen's first answers or when opened. */
export const NavDrawer = lazyWithPreload(() => import('./nav-drawer').then((module) => ({ default: module.NavDrawer })));

/**
 * The profile drawer (account switcher, language, people, home); its account switcher speaks the
 * sign-in texts and the home's kind the labels texts, fetched with it so the drawer never waits.
 */
export const ProfileDrawer = lazyWithPreload(() =>
  Promise.all([import('./profile-drawer'), loadTexts(['auth', 'labels'])]).then(([module]) => ({ default: module.ProfileDrawer })),
);
