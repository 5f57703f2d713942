import { BrowserRouter, Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { AUTH_PATHS, hasPasswordLink } from '../../features/auth';
import { LoginScreen } from '../../features/auth/screens';
import { AccountActivationScreen, Deferred, PasswordScreen } from './signed-out-screens';

/**
 * Anything else while signed out leads to the login; a password link (`?register=` or
 * `?reset_password=` on any path, as mailed) to the password screen with its query kept.
 */
function ToLogin() {
  const location = useLocation();
  const to = hasPasswordLink(location.search) ? { pathname: AUTH_PATHS.password, search: location.search } : AUTH_PATHS.login;
  return <Navigate to={to} replace />;
}

const ROUTES: RouteObject[] = [
  { path: AUTH_PATHS.login, element: <LoginScreen /> },
  { path: AUTH_PATHS.password, element: <Deferred screen={PasswordScreen} /> },
  { path: AUTH_PATHS.activation, element: <Deferred screen={AccountActivationScreen} /> },
  { path: '*', element: <ToLogin /> },
];

function SignedOutScreens() {
  return useRoutes(ROUTES);
}

/**
 * The signed-out portal (core §2): only login, password and account activation, no header or drawer.
 * A declarative router: no screen uses loaders, actions or blockers, and the data router's code
 * would only add to the first download (docs/decisions/031-first-load.md).
 */
export function SignedOutRoutes() {
  return (
    <BrowserRouter>
      <SignedOutScreens />
    </BrowserRouter>
  );
}
