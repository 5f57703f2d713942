// The sign-in feature's public face: the session for the app and shell, and the signed-out screens.
export { SessionProvider, type SessionProviderProps } from './session-provider';
export { useSession } from './use-session';
export type { SavedAccount, SessionApi, SessionStatus } from './session-context';
export { LoginScreen } from './login-screen';
export { PasswordScreen } from './password-screen';
export { AccountActivationScreen } from './account-activation-screen';
export { AccountSwitcher } from './components/account-switcher';
export { AUTH_PATHS, hasPasswordLink } from './paths';
