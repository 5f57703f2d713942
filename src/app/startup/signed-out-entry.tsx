import { lazy, Suspense } from 'react';
import { loadTexts } from '../i18n';
import type { AddressContext } from '../../lib/formal-address';
import { StartupLoading } from './startup-loading';

// The signed-out screens (login, password, activation) and their machines load only when nobody
// is signed in, with their texts fetched beside the code instead of after it.
let signedOut: Promise<typeof import('./signed-out-routes')> | null = null;

/** Starts fetching the signed-out screens (once), e.g. while the office is still loading. */
export function preloadSignedOut() {
  signedOut ??= Promise.all([import('./signed-out-routes'), loadTexts(['auth'])]).then(([module]) => module);
  return signedOut;
}

const SignedOutRoutes = lazy(() => preloadSignedOut().then((module) => ({ default: module.SignedOutRoutes })));

export function SignedOutEntry({ context }: { context: AddressContext }) {
  return (
    <Suspense fallback={<StartupLoading context={context} />}>
      <SignedOutRoutes />
    </Suspense>
  );
}
