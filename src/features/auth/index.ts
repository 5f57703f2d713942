// The sign-in feature's public face for the start-up: the session and the sign-in addresses. It is
// in the first download, so it names nothing else: the screens are in ./screens (loaded on demand).
export { SessionProvider, type SessionProviderProps } from './session-provider';
export { useSession } from './use-session';
export type { SavedAccount, SessionApi, SessionStatus } from './session-context';
export { AUTH_PATHS, hasPasswordLink } from './paths';
export { preloadFirstLoginView } from './login-views';
