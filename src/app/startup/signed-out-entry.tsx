import { Suspense } from 'react';
import { preloadFirstLoginView } from '../../features/auth';
import type { AddressContext } from '../../lib/formal-address';
import { lazyWithPreload } from '../../ui/lazy-with-preload';
import { loadTexts } from '../i18n';
import { preloadSignedOutScreen } from './signed-out-screens';
import { StartupLoading } from './startup-loading';

// The signed-out screens (login, password, activation) and their machines load only when nobody
// is signed in, with their texts and the screen or login view this visit opens on fetched beside
// the code.
const SignedOutRoutes = lazyWithPreload(() =>
  Promise.all([import('./signed-out-routes'), loadTexts(['auth']), preloadSignedOutScreen(window.location), preloadFirstLoginView(localStorage)]).then(
    ([module]) => ({ default: module.SignedOutRoutes }),
  ),
);

/** Starts fetching the signed-out screens (once), e.g. while the office is still loading. */
export const preloadSignedOut = SignedOutRoutes.preload;

export function SignedOutEntry({ context }: { context: AddressContext }) {
  return (
    <Suspense fallback={<StartupLoading context={context} />}>
      <SignedOutRoutes />
    </Suspense>
  );
}
