import { useDeferredValue, useLayoutEffect } from 'react';
import type { Tenant } from '../../api/get-tenant';
import { AUTH_PATHS } from '../../features/auth';
import { addressContext } from '../../lib/formal-address';
import { preloadable, useSettled } from '../../ui/preloadable';
import { loadTexts } from '../i18n';
import { StartupLoading } from './startup-loading';

// The signed-in portal loads on demand: the login stays small, and the shell's router is made
// only after the address below is settled. The shell's texts, and the code and texts of the home
// screen that usually comes next, are fetched beside the shell's code rather than after it.
let signedIn: Promise<typeof import('../shell/signed-in-app')> | null = null;

/** Starts fetching the signed-in portal (once), e.g. while the office is still loading. */
export function preloadSignedIn() {
  signedIn ??= Promise.all([
    import('../shell/signed-in-app'),
    loadTexts(['shell', 'messages', 'dashboard']),
    // The home screen's code, with the cards other features give it (the screen registry loads both).
    import('../../features/dashboard'),
    import('../registries/dashboard-cards'),
    // Settled in the registry too, so the shell draws the home screen at once, without a fallback.
  ]).then(([module]) => module.preloadDashboard().then(() => module));
  return signedIn;
}

const SignedInApp = preloadable(() => preloadSignedIn().then((module) => module.SignedInApp));

const SIGNED_OUT_PATHS: readonly string[] = Object.values(AUTH_PATHS);

/** Core §4: a successful login goes to the origin, so the signed-in portal starts at its home. */
export function SignedInEntry({ tenant }: { tenant: Tenant }) {
  // Before the router reads the address: the first render always draws the waiting screen, since
  // the deferred value below starts out false.
  useLayoutEffect(() => {
    if (SIGNED_OUT_PATHS.includes(window.location.pathname)) window.history.replaceState(null, '', '/');
  }, []);
  // Its own waiting screen rather than a Suspense fallback, which would hold the shell back (preloadable.ts).
  const settled = useSettled(SignedInApp);
  // Drawn as a deferred update, which React renders in slices: between them the feed's requests,
  // asked for at the start of the shell's render, go out instead of waiting for the whole render,
  // and a slow phone stays responsive.
  const draw = useDeferredValue(settled, false);
  return draw ? <SignedInApp tenant={tenant} /> : <StartupLoading context={addressContext(tenant.pronoun)} />;
}
