import { createContext } from 'react';
import type { ChooseOutcome, SignInTokens } from './login.machine';

export type SessionStatus = 'checking' | 'signedOut' | 'signedIn';

/** A saved account as the account lists show it (core §2 "Account switcher", login view multi). */
export interface SavedAccount {
  id: string;
  name: string;
  username: string;
  avatar: string | null;
  tenant: string;
  tenantCode: string | null;
  /** The signed-in account: it can be neither chosen nor removed. */
  current: boolean;
  /** Has tokens, so choosing it signs in without a password while its refresh token lives. */
  hasSession: boolean;
}

export interface SessionApi {
  status: SessionStatus;
  /** The start-up refresh got no answer: the server is away, not the session. */
  unavailable: boolean;
  retry(): void;
  customerId: number | null;
  /** The office of the session, or of the host while signed out. */
  tenantName: string | null;
  /** The office of the host; null on a host without office sub-domain. */
  hostTenantName: string | null;
  accounts: SavedAccount[];
  /** While signed out: the chosen account that must sign in again (its username fills the form). */
  pendingAccount: SavedAccount | null;
  logout(): void;
  switchAccount(id: string): void;
  removeAccount(id: string): void;
  /** Keeps this session for a later switch and shows the login for another account. */
  addAccount(): void;
  /** For the login screen: starts the session of a login's tokens. */
  signIn(tokens: SignInTokens, tenant: string, tenantCode: string | null): Promise<void>;
  /** For the login screen's multi view: switches, and tells whether a password is needed. */
  chooseAccount(id: string): Promise<ChooseOutcome>;
  /** 'Other account': no account is current any more. */
  forgetCurrentUser(): void;
  /**
   * The signed-in customer's name and picture as the portal now reads them: the saved account
   * follows, so the account lists show a new photo (or name) instead of what sign-in saw.
   */
  rememberProfile(profile: { name: string; avatar: string | null }): void;
}

export const SessionContext = createContext<SessionApi | null>(null);
