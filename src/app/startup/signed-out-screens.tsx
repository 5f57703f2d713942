import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTH_PATHS, hasPasswordLink } from '../../features/auth';
import { LoadingScreen } from '../../ui/loading-screen';
import { lazyWithPreload, type LazyWithPreload } from '../../ui/lazy-with-preload';

// The password and activation screens are opened from a mailed link, not on the way to the login:
// each is a file of its own, so the login page does not download them (docs/decisions/031-first-load.md). This
// module is small and in the start-up code, so the entry can fetch the one an address needs beside
// the sign-in code, not after it.
export const PasswordScreen = lazyWithPreload(() => import('../../features/auth/password-screen').then((module) => ({ default: module.PasswordScreen })));
export const AccountActivationScreen = lazyWithPreload(() =>
  import('../../features/auth/account-activation-screen').then((module) => ({ default: module.AccountActivationScreen })),
);

/** The screen `location` opens other than the login (signed-out-routes.tsx routes the same way). */
function screenOf({ pathname, search }: Pick<Location, 'pathname' | 'search'>) {
  if (pathname === AUTH_PATHS.activation) return AccountActivationScreen;
  if (pathname === AUTH_PATHS.password) return PasswordScreen;
  // Any other address with a mailed password link leads to the password screen; the login keeps it.
  return pathname !== AUTH_PATHS.login && hasPasswordLink(search) ? PasswordScreen : null;
}

/** Starts fetching the screen `location` opens when it is not the login; a failure shows when it renders. */
export function preloadSignedOutScreen(location: Pick<Location, 'pathname' | 'search'>): Promise<unknown> {
  return (
    screenOf(location)
      ?.preload()
      .catch(() => undefined) ?? Promise.resolve()
  );
}

/** A screen that may still be on its way (an activation leads on to the password screen). */
export function Deferred({ screen: Screen }: { screen: LazyWithPreload<object> }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<LoadingScreen label={t('loading_screen')} />}>
      <Screen />
    </Suspense>
  );
}
