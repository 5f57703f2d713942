/**
 * What the session machine's actors and actions do in the browser: saved accounts in storage,
 * tokens in the API's token store, calls to the proxy and the tenant API. Kept out of the provider
 * so the component stays small; plain functions over the dependencies it is given.
 */
import { fromPromise } from 'xstate';
import { isExpiring, tokensFromAnswer, type AccessTokens, type RefreshOutcome, type TokenStore } from '../../api/token-store';
import { accountId, type AccountStorage, type StoredAccount } from './account-storage';
import { getAccountCustomer, logout, refreshTokens } from './api/session-api';
import {
  LOGOUT_TIMEOUT_MS,
  REQUIRED_RELOGIN_VERSION,
  SESSION_VERSION,
  type HandedOver,
  type RefreshResult,
  type Session,
  type SessionTokens,
  type StoredStart,
} from './session.machine';
import type { SignInTokens } from './login.machine';

export interface SessionDeps {
  storage: AccountStorage;
  tokens: TokenStore;
  /** The account whose tokens the store holds; the middleware's refreshes are saved to it. */
  activeAccount: { current: string | null };
  /** Called whenever a customer's data must leave the cache (logout, switch). */
  forgetCustomerData: () => void;
  reload: () => void;
}

const toAccessTokens = (session: Pick<Session, 'tenant' | 'tokens'>): AccessTokens => ({ ...session.tokens, tenant: session.tenant });
const toStoredTokens = ({ accessToken, refreshToken, expiresAt, lifetimeMs }: SessionTokens): SessionTokens => ({
  accessToken,
  refreshToken,
  expiresAt,
  ...(lifetimeMs === undefined ? {} : { lifetimeMs }),
});

function toSession(account: StoredAccount): Session | null {
  if (!account.tokens) return null;
  return { accountId: account.id, customerId: account.customerId, tenant: account.tenant, tokens: account.tokens, version: account.version };
}

// Tabs of one browser share the stored refresh token; the server revokes a session whose refresh
// token comes twice, so a refresh holds a lock that other tabs wait for (Web Locks where there).
function withLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request(name, task) as Promise<T>) : task();
}

/** Refreshes the tokens of `id`, unless another tab did while we waited for the lock. */
export async function performRefresh(storage: AccountStorage, id: string | null, tokens: AccessTokens): Promise<RefreshOutcome> {
  if (id === null) return refreshTokens(tokens);
  return withLock(`portal-refresh:${id}`, async () => {
    const stored = storage.get(id)?.tokens;
    let current = tokens;
    if (stored && stored.refreshToken !== tokens.refreshToken) {
      if (!isExpiring(stored)) return { kind: 'refreshed', tokens: { ...stored, tenant: tokens.tenant } };
      current = { ...stored, tenant: tokens.tenant };
    }
    const outcome = await refreshTokens(current);
    if (outcome.kind === 'refreshed') storage.setTokens(id, toStoredTokens(outcome.tokens));
    if (outcome.kind === 'rejected') storage.setTokens(id, null);
    return outcome;
  });
}

/**
 * Who fresh tokens belong to: the customer is asked with them, and saved as the current account
 * with name and avatar (core §3 "Stored users").
 */
export async function identify(deps: SessionDeps, tokens: AccessTokens, tenantCode: string | null): Promise<Session> {
  deps.tokens.set(tokens);
  try {
    const customer = await getAccountCustomer();
    const id = accountId(tokens.tenant, customer.id);
    const earlier = deps.storage.get(id);
    const account: StoredAccount = {
      id,
      customerId: customer.id,
      tenant: tokens.tenant,
      tenantCode: tenantCode ?? earlier?.tenantCode ?? null,
      name: customer.full_name,
      username: customer.username,
      avatar: customer.avatar ?? null,
      tokens: toStoredTokens(tokens),
      version: SESSION_VERSION,
    };
    deps.storage.save(account);
    deps.storage.setCurrent(id);
    return { accountId: id, customerId: customer.id, tenant: tokens.tenant, tokens: account.tokens!, version: SESSION_VERSION };
  } catch (cause) {
    deps.tokens.set(null);
    throw cause;
  }
}

/** A login's tokens → a started session (used by the login screen through the context). */
export function signInSession(deps: SessionDeps, answer: SignInTokens, tenant: string, tenantCode: string | null): Promise<Session> {
  return identify(deps, tokensFromAnswer(answer, tenant), tenantCode);
}

/** Ends a parked account's session on the server with its own token; nobody waits for it. */
export function revokeParked(account: StoredAccount): void {
  if (!account.tokens) return;
  void logout(AbortSignal.timeout(LOGOUT_TIMEOUT_MS), account.tokens.accessToken).catch(() => undefined);
}

export function sessionImplementations(deps: SessionDeps) {
  const { storage, tokens } = deps;
  return {
    actors: {
      loadStored: fromPromise<StoredStart>(async () => {
        const handover = storage.handover();
        const current = storage.current();
        return {
          handover: handover && { ...tokensFromAnswer(handover, handover.tenant) },
          current: current && {
            accountId: current.id,
            customerId: current.customerId,
            tenant: current.tenant,
            tokens: current.tokens,
            version: current.version,
          },
        };
      }),
      // Adopted or refused, the handover is removed (core §4); not before, or a reload meanwhile loses the session.
      adoptHandover: fromPromise<Session, HandedOver>(({ input }) => identify(deps, input, null).finally(() => storage.clearHandover())),
      refresh: fromPromise<RefreshResult, Session>(async ({ input }) => {
        // At start-up the store is still empty; later it already holds these tokens.
        if (tokens.get()?.refreshToken !== input.tokens.refreshToken) tokens.set(toAccessTokens(input));
        deps.activeAccount.current = input.accountId;
        return tokens.refresh();
      }),
      switchAccount: fromPromise<Session | null, { accountId: string }>(async ({ input }) => {
        const account = storage.get(input.accountId);
        if (!account) return null;
        storage.setCurrent(account.id);
        const session = account.version >= REQUIRED_RELOGIN_VERSION ? toSession(account) : null;
        if (!session || !isExpiring(session.tokens)) return session;
        const outcome = await performRefresh(storage, account.id, toAccessTokens(session));
        return outcome.kind === 'refreshed' ? { ...session, tokens: toStoredTokens(outcome.tokens) } : null;
      }),
      logout: fromPromise<void, Session | null>(async ({ input, signal }) => {
        if (!input) return;
        // The device forgets the session whatever the server says.
        await logout(signal).catch(() => undefined);
      }),
    },
    actions: {
      activate: ({ context }: { context: { session: Session | null } }) => {
        const session = context.session;
        if (!session) return;
        deps.activeAccount.current = session.accountId;
        tokens.set(toAccessTokens(session));
        storage.setTokens(session.accountId, toStoredTokens(session.tokens));
        storage.setCurrent(session.accountId);
      },
      park: () => {
        deps.activeAccount.current = null;
        tokens.set(null);
        storage.setCurrent(null);
      },
      discardStored: ({ context }: { context: { stored: { accountId: string } | null } }) => {
        if (context.stored) storage.setTokens(context.stored.accountId, null);
      },
      clearSession: ({ context }: { context: { session: Session | null } }) => {
        if (context.session) storage.setTokens(context.session.accountId, null);
        storage.setCurrent(null);
        deps.activeAccount.current = null;
        tokens.set(null);
        deps.forgetCustomerData();
      },
      forgetCustomerData: () => deps.forgetCustomerData(),
      reload: () => deps.reload(),
    },
  };
}
