// The session's data (session.machine.ts): tokens, the session, what storage holds, its events.

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  expiresAt: number;
  lifetimeMs?: number;
}

export interface Session {
  accountId: string;
  customerId: number;
  tenant: string;
  tokens: SessionTokens;
  version: number;
}

/** The current account as stored; without tokens it only names who signs in next. */
export interface StoredSession extends Omit<Session, 'tokens'> {
  tokens: SessionTokens | null;
}

export interface HandedOver extends SessionTokens {
  tenant: string;
}

export interface StoredStart {
  handover: HandedOver | null;
  current: StoredSession | null;
}

export type RefreshResult = { kind: 'refreshed'; tokens: SessionTokens } | { kind: 'rejected' } | { kind: 'unavailable' };

export type SessionEvent =
  | { type: 'SIGNED_IN'; session: Session }
  | { type: 'TOKENS_CHANGED'; tokens: SessionTokens }
  | { type: 'LOGOUT' }
  | { type: 'AUTH_FAILED' }
  | { type: 'SWITCH'; accountId: string }
  | { type: 'ADD_ACCOUNT' }
  | { type: 'RETRY' };

export interface SessionContext {
  session: Session | null;
  /** The stored session the start-up check found, while it decides. */
  stored: StoredSession | null;
  handover: HandedOver | null;
  switchTo: string | null;
  reloadAfterLogout: boolean;
}
