import { Suspense, useLayoutEffect } from 'react';
import type { Tenant } from '../../api/get-tenant';
import { AUTH_PATHS } from '../../features/auth';
import { addressContext } from '../../lib/formal-address';
import { lazyWithPreload } from '../../ui/lazy-with-preload';
import { loadTexts } from '../i18n';
import { StartupLoading } from './startup-loading';

// The signed-in portal loads on demand: the login stays small. The shell's texts, and the code and
// texts of the home screen that usually comes next, are fetched beside the shell's code rather than
// after it.
const SignedInApp = lazyWithPreload(() =>
  Promise.all([
    import('../shell/signed-in-app'),
    loadTexts(['shell', 'messages', 'dashboard']),
    // The home screen's code, with the cards other features give it (the screen registry loads both).
    import('../../features/dashboard'),
    import('../registries/dashboard-cards'),
    // Settled in the registry too, so the shell draws the home screen without a fallback.
  ]).then(([module]) => module.preloadDashboard().then(() => ({ default: module.SignedInApp }))),
);

/** Starts fetching the signed-in portal (once), e.g. while the office is still loading. */
export const preloadSignedIn = SignedInApp.preload;

const SIGNED_OUT_PATHS: readonly string[] = Object.values(AUTH_PATHS);

/** Core §4: a successful login goes to the origin, so the signed-in portal starts at its home. */
export function SignedInEntry({ tenant }: { tenant: Tenant }) {
  // Before the router reads the address.
  useLayoutEffect(() => {
    if (SIGNED_OUT_PATHS.includes(window.location.pathname)) window.history.replaceState(null, '', '/');
  }, []);
  return (
    <Suspense fallback={<StartupLoading context={addressContext(tenant.pronoun)} />}>
      <SignedInApp tenant={tenant} />
    </Suspense>
  );
}
