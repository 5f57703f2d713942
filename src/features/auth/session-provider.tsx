import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { waitFor } from 'xstate';
import { tokenStore } from '../../api/token-store';
import { createAccountStorage, STORAGE_KEY, type StoredState } from './account-storage';
import { SessionContext, type SavedAccount, type SessionApi, type SessionStatus } from './session-context';
import { performRefresh, revokeParked, sessionImplementations, signInSession, type SessionDeps } from './session-actors';
import { sessionMachine } from './session.machine';

export interface SessionProviderProps {
  /** The office of the host (its first label); null on a host without office sub-domain. */
  tenantName: string | null;
  /**
   * Called whenever the signed-in customer's data must leave the cache: after logout (core §4)
   * and when switching to another saved account.
   */
  onLoggedOut: () => void;
  children: ReactNode;
}

type SessionSnapshot = ReturnType<ReturnType<typeof useActorRef<typeof sessionMachine>>['getSnapshot']>;

function statusOf(snapshot: SessionSnapshot): SessionStatus {
  if (snapshot.matches('signedOut')) return 'signedOut';
  // The 150 ms before the data goes still show the signed-in app (core §4 logout delay).
  if (snapshot.matches('signedIn') || snapshot.matches('loggingOut') || snapshot.matches('clearing')) return 'signedIn';
  return 'checking';
}

function savedAccounts(state: StoredState, currentId: string | null): SavedAccount[] {
  return Object.values(state.accounts).map((account) => ({
    id: account.id,
    name: account.name,
    username: account.username,
    avatar: account.avatar,
    tenant: account.tenant,
    tenantCode: account.tenantCode,
    current: account.id === currentId,
    hasSession: account.tokens !== null,
  }));
}

/** The customer's session for everything below: status, saved accounts, logout and switching. */
export function SessionProvider({ tenantName, onLoggedOut, children }: SessionProviderProps) {
  const onLoggedOutRef = useRef(onLoggedOut);
  useLayoutEffect(() => {
    onLoggedOutRef.current = onLoggedOut;
  });
  const [deps] = useState<SessionDeps>(() => ({
    storage: createAccountStorage(window.localStorage),
    tokens: tokenStore,
    activeAccount: { current: null },
    forgetCustomerData: () => onLoggedOutRef.current(),
    // Core §2: reloading goes to the origin.
    reload: () => window.location.assign('/'),
  }));
  const { storage } = deps;
  const [logic] = useState(() => sessionMachine.provide(sessionImplementations(deps)));
  const actor = useActorRef(logic);

  // A layout effect, so the store is connected before the actor starts (in a passive effect) and
  // the start-up refresh can already go through it.
  useLayoutEffect(
    () =>
      tokenStore.connect({
        refresh: async (tokens) => {
          const outcome = await performRefresh(storage, deps.activeAccount.current, tokens);
          if (outcome.kind === 'refreshed') actor.send({ type: 'TOKENS_CHANGED', tokens: outcome.tokens });
          return outcome;
        },
        onAuthFailure: () => actor.send({ type: 'AUTH_FAILED' }),
      }),
    [actor, storage, deps],
  );

  // Another tab's changes to the saved accounts show here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEY) storage.notify();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [storage]);

  const status = useSelector(actor, statusOf);
  const unavailable = useSelector(actor, (snapshot) => snapshot.matches('unavailable'));
  const session = useSelector(actor, (snapshot) => snapshot.context.session);
  const stored = useSyncExternalStore(storage.subscribe, storage.state);
  const currentId = status === 'signedIn' ? (session?.accountId ?? null) : null;
  const accounts = useMemo(() => savedAccounts(stored, currentId), [stored, currentId]);
  const pendingAccount = status === 'signedOut' ? (accounts.find((account) => account.id === stored.current) ?? null) : null;

  const api = useMemo<SessionApi>(
    () => ({
      status,
      unavailable,
      retry: () => actor.send({ type: 'RETRY' }),
      customerId: status === 'signedIn' ? (session?.customerId ?? null) : null,
      tenantName: status === 'signedIn' ? (session?.tenant ?? tenantName) : tenantName,
      hostTenantName: tenantName,
      accounts,
      pendingAccount,
      logout: () => actor.send({ type: 'LOGOUT' }),
      switchAccount: (id) => actor.send({ type: 'SWITCH', accountId: id }),
      removeAccount: (id) => {
        if (id === currentId) return;
        const account = storage.get(id);
        if (account) revokeParked(account);
        storage.remove(id);
      },
      addAccount: () => actor.send({ type: 'ADD_ACCOUNT' }),
      signIn: async (tokens, tenant, tenantCode) => {
        const started = await signInSession(deps, tokens, tenant, tenantCode);
        actor.send({ type: 'SIGNED_IN', session: started });
      },
      chooseAccount: async (id) => {
        actor.send({ type: 'SWITCH', accountId: id });
        const settled = await waitFor(actor, (snapshot) => snapshot.matches('signedIn') || snapshot.matches('signedOut'));
        if (settled.matches('signedIn')) return { signedIn: true };
        const account = storage.get(id);
        return { signedIn: false, username: account?.username ?? '', tenantCode: account?.tenantCode ?? null };
      },
      forgetCurrentUser: () => storage.setCurrent(null),
      rememberProfile: ({ name, avatar }) => {
        const account = currentId ? storage.get(currentId) : null;
        if (account && (account.name !== name || account.avatar !== avatar)) storage.save({ ...account, name, avatar });
      },
    }),
    [status, unavailable, session, tenantName, accounts, pendingAccount, actor, storage, currentId, deps],
  );

  return <SessionContext.Provider value={api}>{children}</SessionContext.Provider>;
}
