/**
 * The access tokens of the signed-in account, in memory, for the API middleware to read. The sign-in
 * feature fills it (it owns storage and the session) and plugs in how to refresh; the store makes
 * every refresh single-flight, because the server revokes a whole session when one refresh token is
 * sent twice (proxy.yaml /auth/refresh).
 */
import { isExpiring } from '../lib/token-expiry';

export interface AccessTokens {
  accessToken: string;
  refreshToken: string;
  /** Milliseconds since the epoch at which the access token expires. */
  expiresAt: number;
  /** How long the token lived when issued (see src/lib/token-expiry.ts). */
  lifetimeMs?: number;
  /** The office (sub-domain) the tokens belong to; refresh must name it. */
  tenant: string;
}

export type RefreshOutcome =
  | { kind: 'refreshed'; tokens: AccessTokens }
  /** The server refused the refresh token: the session is over. */
  | { kind: 'rejected' }
  /** No answer (network, overload): the session may still be fine, so nobody is signed out. */
  | { kind: 'unavailable' };

export { EXPIRY_MARGIN_MS, isExpiring } from '../lib/token-expiry';

/** Tokens from a login or refresh answer; `expires_in` counts seconds from now. */
export function tokensFromAnswer(
  answer: { access_token: string; refresh_token: string; expires_in: number },
  tenant: string,
  now: number = Date.now(),
): AccessTokens {
  const lifetimeMs = answer.expires_in * 1000;
  return { accessToken: answer.access_token, refreshToken: answer.refresh_token, expiresAt: now + lifetimeMs, lifetimeMs, tenant };
}

export interface TokenStoreConnection {
  /** Exchanges the refresh token; called at most once at a time. */
  refresh: (tokens: AccessTokens) => Promise<RefreshOutcome>;
  /** A call was refused for authentication: sign out. Called once per set of tokens. */
  onAuthFailure: () => void;
}

export interface TokenStore {
  get(): AccessTokens | null;
  set(tokens: AccessTokens | null): void;
  connect(connection: TokenStoreConnection): () => void;
  /** Refreshes now; parallel callers share one refresh. */
  refresh(): Promise<RefreshOutcome>;
  /** The access token to send, refreshed first when it is expiring; null without a session. */
  freshAccessToken(): Promise<string | null>;
  reportAuthFailure(): void;
}

export function createTokenStore(): TokenStore {
  let tokens: AccessTokens | null = null;
  let connection: TokenStoreConnection | null = null;
  let inFlight: Promise<RefreshOutcome> | null = null;
  // One sign-out per session, however many calls fail at once: no logout storm.
  let failureReported = false;

  const store: TokenStore = {
    get: () => tokens,
    set(next) {
      tokens = next;
      failureReported = false;
    },
    connect(next) {
      connection = next;
      return () => {
        if (connection === next) connection = null;
      };
    },
    refresh() {
      if (inFlight) return inFlight;
      const current = tokens;
      if (!current || !connection) return Promise.resolve({ kind: 'rejected' });
      inFlight = connection
        .refresh(current)
        .then((outcome): RefreshOutcome => {
          // A sign-out or account switch during the refresh wins over its late answer.
          if (outcome.kind === 'refreshed' && tokens === current) store.set(outcome.tokens);
          return outcome;
        })
        .catch((): RefreshOutcome => ({ kind: 'unavailable' }))
        .finally(() => {
          inFlight = null;
        });
      return inFlight;
    },
    async freshAccessToken() {
      const current = tokens;
      if (!current) return null;
      if (!isExpiring(current)) return current.accessToken;
      const outcome = await store.refresh();
      if (outcome.kind === 'refreshed') return outcome.tokens.accessToken;
      if (outcome.kind === 'rejected') {
        store.reportAuthFailure();
        return null;
      }
      // Within the margin the old token still works; past it the server answers 401 and we sign out.
      return tokens?.accessToken ?? null;
    },
    reportAuthFailure() {
      if (failureReported || !tokens) return;
      failureReported = true;
      connection?.onAuthFailure();
    },
  };
  return store;
}

/** The one store the API clients read. */
export const tokenStore = createTokenStore();
