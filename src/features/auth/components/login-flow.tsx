import { Suspense, useEffect, useState } from 'react';
import { markSignedInHere } from '../../../ui/heading-focus';
import { onFirstInput } from '../../../ui/lazy-with-preload';
import type { LoginInput } from '../login.machine';
import { LoadingModal, MultiView, preloadLoginViews, RecoveryForm, TwoFactorForm } from '../login-views';
import { useAuthTenant } from '../use-auth-tenant';
import { useLogin, type LoginHandle } from '../use-login';
import { LoginForm } from './login-form';

/** The login's views (multi, login, recovery, two-factor) and the loading modal after success. */
export function LoginFlow({ start }: { start?: Partial<LoginInput> }) {
  return <LoginViews login={useLogin(start)} />;
}

/** The view the login actor is in; apart from LoginFlow so the studio can hand in an actor it drives. */
export function LoginViews({ login }: { login: LoginHandle }) {
  const { context, office } = useAuthTenant();
  // The first view keeps the focus where the browser puts it; every later view pulls it to its heading.
  const [firstView] = useState(login.view);
  const [changed, setChanged] = useState(false);
  if (!changed && login.view !== firstView) setChanged(true);
  // The views and the modal not drawn yet are fetched once the customer starts on the first one.
  useEffect(() => onFirstInput(preloadLoginViews), []);
  // Signed in: the first screen of the portal takes focus on its heading, not the page's body.
  useEffect(() => {
    if (login.loadingModal) markSignedInHere();
  }, [login.loadingModal]);
  const props = { login, context, office, focusHeading: changed || login.view !== firstView };

  return (
    <>
      {login.view === 'login' && <LoginForm {...props} />}
      {/* Fetched while the customer fills in the first view; a device's first view may take a moment. */}
      <Suspense fallback={null}>
        {login.view === 'multi' && <MultiView {...props} />}
        {login.view === 'recovery' && <RecoveryForm {...props} />}
        {login.view === 'twoFactor' && <TwoFactorForm {...props} />}
      </Suspense>
      {login.loadingModal && (
        <Suspense fallback={null}>
          <LoadingModal context={context} />
        </Suspense>
      )}
    </>
  );
}
