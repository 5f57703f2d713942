import { useLocation } from 'react-router';
import { AuthLayout } from './components/auth-layout';
import { LoginFlow } from './components/login-flow';

/** The login screen (core §2, advice §2). `state.view === 'recovery'` opens 'Forgot password'. */
export function LoginScreen() {
  const location = useLocation();
  const state: unknown = location.state;
  const recovery = typeof state === 'object' && state !== null && 'view' in state && state.view === 'recovery';
  return (
    <AuthLayout>
      <LoginFlow key={location.key} start={recovery ? { startIn: 'recovery' } : {}} />
    </AuthLayout>
  );
}
