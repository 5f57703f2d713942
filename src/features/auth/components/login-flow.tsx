import { Suspense, useEffect, useState } from 'react';
import { preloadable } from '../../../ui/preloadable';
import type { LoginInput } from '../login.machine';
import { useAuthTenant } from '../use-auth-tenant';
import { useLogin } from '../use-login';
import { LoginForm } from './login-form';
import { MultiView } from './multi-view';
import { RecoveryForm } from './recovery-form';
import { TwoFactorForm } from './two-factor-form';

// The modal shows only after a successful login: its dialog (Modal, focus trap, backdrop) stays out
// of the login page's first download and is fetched when the customer submits.
const LoadingModal = preloadable(() => import('./loading-modal').then((module) => module.LoadingModal));

/** The login's views (multi, login, recovery, two-factor) and the loading modal after success. */
export function LoginFlow({ start }: { start?: Partial<LoginInput> }) {
  const login = useLogin(start);
  const { context, office } = useAuthTenant();
  // The first view keeps the focus where the browser puts it; every later view pulls it to its heading.
  const [firstView] = useState(login.view);
  const [changed, setChanged] = useState(false);
  if (!changed && login.view !== firstView) setChanged(true);
  useEffect(() => {
    if (login.busy) void LoadingModal.preload();
  }, [login.busy]);
  const props = { login, context, office, focusHeading: changed || login.view !== firstView };

  return (
    <>
      {login.view === 'multi' && <MultiView {...props} />}
      {login.view === 'login' && <LoginForm {...props} />}
      {login.view === 'recovery' && <RecoveryForm {...props} />}
      {login.view === 'twoFactor' && <TwoFactorForm {...props} />}
      {login.loadingModal && (
        <Suspense fallback={null}>
          <LoadingModal open context={context} />
        </Suspense>
      )}
    </>
  );
}
