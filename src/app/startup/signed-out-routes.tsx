import { useEffect, useState } from 'react';
import { createBrowserRouter, Navigate, useLocation } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AUTH_PATHS, hasPasswordLink } from '../../features/auth';
import { AccountActivationScreen, LoginScreen, PasswordScreen } from '../../features/auth/screens';

/**
 * Anything else while signed out leads to the login; a password link (`?register=` or
 * `?reset_password=` on any path, as mailed) to the password screen with its query kept.
 */
function ToLogin() {
  const location = useLocation();
  const to = hasPasswordLink(location.search) ? { pathname: AUTH_PATHS.password, search: location.search } : AUTH_PATHS.login;
  return <Navigate to={to} replace />;
}

/** The signed-out portal (core §2): only login, password and account activation, no header or drawer. */
export function SignedOutRoutes() {
  const [router] = useState(() =>
    createBrowserRouter([
      { path: AUTH_PATHS.login, element: <LoginScreen /> },
      { path: AUTH_PATHS.password, element: <PasswordScreen /> },
      { path: AUTH_PATHS.activation, element: <AccountActivationScreen /> },
      { path: '*', element: <ToLogin /> },
    ]),
  );
  useEffect(() => () => router.dispose(), [router]);
  return <RouterProvider router={router} />;
}
