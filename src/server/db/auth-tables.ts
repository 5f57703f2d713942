// Table types of signing in and its limits (sessions, codes, links, throttles), beside schema.ts,
// which names them.
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface SessionsTable {
  id: string;
  tenant_id: number;
  customer_id: number;
  /** SHA-256 of the current refresh token; rotated on every use. */
  refresh_hash: string;
  refresh_expires_at: Date;
  created_at: CreatedAt;
  revoked_at: Date | null;
  /** What the user agent named at sign-in (decision record 059); the user agent itself is not kept. */
  browser: string | null;
  os: string | null;
  device_type: Generated<string>;
  /** The session's last call, written at most every few minutes. */
  last_seen_at: Generated<Date>;
  /** Migration 019: when this session last proved a second factor (sign-in or step-up). */
  proven_at: Generated<Date | null>;
}

/** A refresh token rotated out of its session; seeing it again revokes the session. */
export interface UsedRefreshTokensTable {
  hash: string;
  session_id: string;
  used_at: CreatedAt;
}

/** The pending two-factor sign-in of a customer: password checked, and the mailed code if any. */
export interface TwoFactorCodesTable {
  customer_id: number;
  tenant_id: number;
  password_checked_at: Date;
  code_hash: string | null;
  expires_at: Date | null;
  failed_tries: Generated<number>;
  /** Keyed digest of the ticket the sign-in answered; a code mail needs it. */
  ticket_hash: Generated<string | null>;
}

/** Single-use tokens of the reset and registration links, stored as SHA-256. */
export interface AccountTokensTable {
  id: Generated<number>;
  tenant_id: number;
  customer_id: number;
  purpose: 'reset' | 'register';
  token_hash: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: CreatedAt;
}

/** Failed attempts per throttle key (a digest of kind, office and username, or of kind and address). */
export interface AuthThrottleTable {
  key: string;
  failures: number;
  last_failure_at: Date;
}

export interface RateEventsTable {
  key: string;
  at: Date;
}

/** Migration 019: a customer's authenticator app; its key sealed (auth/sealed.ts), never answered after set-up. */
export interface AuthenticatorAppsTable {
  customer_id: number;
  tenant_id: number;
  secret_sealed: string;
  /** Null until the first code confirmed the set-up; only a confirmed app signs in. */
  confirmed_at: Date | null;
  /** The time step of the last accepted code: that code and older ones are refused. */
  last_time_step: ColumnType<string | null, number | null, number | null>;
  created_at: Date;
}

/** Migration 019: single-use recovery codes, as keyed digests. */
export interface RecoveryCodesTable {
  id: Generated<number>;
  customer_id: number;
  tenant_id: number;
  code_hash: string;
  used_at: Date | null;
}

/** Migration 025: a customer's passkey (decision record 068); the public key only, base64url. */
export interface PasskeysTable {
  id: Generated<number>;
  tenant_id: number;
  customer_id: number;
  credential_id: string;
  public_key: string;
  /** The authenticator's signature counter; one that does not grow (a cloned key) is refused. */
  counter: ColumnType<string, number | undefined, number>;
  transports: ColumnType<string[], string | undefined, string>;
  name: string;
  created_at: Date;
  last_used_at: Date | null;
}

/** Migration 025: a passkey ceremony's challenge, until it is used or expires. */
export interface PasskeyChallengesTable {
  challenge: string;
  tenant_id: number;
  customer_id: number | null;
  purpose: 'register' | 'sign_in' | 'step_up';
  expires_at: Date;
}
