import { useState } from 'react';
import type { LoginInput } from '../login.machine';
import { useAuthTenant } from '../use-auth-tenant';
import { useLogin } from '../use-login';
import { LoadingModal } from './loading-modal';
import { LoginForm } from './login-form';
import { MultiView } from './multi-view';
import { RecoveryForm } from './recovery-form';
import { TwoFactorForm } from './two-factor-form';

/** The login's views (multi, login, recovery, two-factor) and the loading modal after success. */
export function LoginFlow({ start }: { start?: Partial<LoginInput> }) {
  const login = useLogin(start);
  const { context, office } = useAuthTenant();
  // The first view keeps the focus where the browser puts it; every later view pulls it to its heading.
  const [firstView] = useState(login.view);
  const [changed, setChanged] = useState(false);
  if (!changed && login.view !== firstView) setChanged(true);
  const props = { login, context, office, focusHeading: changed || login.view !== firstView };

  return (
    <>
      {login.view === 'multi' && <MultiView {...props} />}
      {login.view === 'login' && <LoginForm {...props} />}
      {login.view === 'recovery' && <RecoveryForm {...props} />}
      {login.view === 'twoFactor' && <TwoFactorForm {...props} />}
      <LoadingModal open={login.loadingModal} context={context} />
    </>
  );
}
