import { preloadFirstLoginView } from '../../features/auth';
import { loadTexts } from '../i18n';
import type { AddressContext } from '../../lib/formal-address';
import { preloadable, useSettled } from '../../ui/preloadable';
import { preloadSignedOutScreen } from './signed-out-screens';
import { StartupLoading } from './startup-loading';

// The signed-out screens (login, password, activation) and their machines load only when nobody
// is signed in, with their texts and the screen or login view this visit opens on fetched beside
// the code.
let signedOut: Promise<typeof import('./signed-out-routes')> | null = null;

/** Starts fetching the signed-out screens (once), e.g. while the office is still loading. */
export function preloadSignedOut() {
  signedOut ??= Promise.all([
    import('./signed-out-routes'),
    loadTexts(['auth']),
    preloadSignedOutScreen(window.location),
    preloadFirstLoginView(localStorage),
  ]).then(([module]) => module);
  return signedOut;
}

const SignedOutRoutes = preloadable(() => preloadSignedOut().then((module) => module.SignedOutRoutes));

export function SignedOutEntry({ context }: { context: AddressContext }) {
  // Its own waiting screen rather than a Suspense fallback, which would hold the form back (preloadable.ts).
  return useSettled(SignedOutRoutes) ? <SignedOutRoutes /> : <StartupLoading context={context} />;
}
