// The sign-in feature's public face for the start-up: the session, the sign-in addresses and the
// preload of the login's first view. It is in the first download, so it names nothing else: the
// screens are in ./screens and the login views behind ./login-views' loaders (loaded on demand).
export { SessionProvider, type SessionProviderProps } from './session-provider';
export { useSession } from './use-session';
export type { SavedAccount, SessionApi, SessionStatus } from './session-context';
export { AUTH_PATHS, hasPasswordLink } from './paths';
export { preloadFirstLoginView } from './login-views';
