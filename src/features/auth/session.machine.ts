/**
 * The customer's session (core §4): the start-up check, refreshing 2 minutes before expiry,
 * switching between saved accounts, and logging out. Plain TypeScript: storage, the token store
 * and the API are actors and actions the provider fills in (session-provider.tsx), fakes in tests.
 */
import { assign, enqueueActions, setup } from 'xstate';
import { isExpiring, msUntilExpiring } from '../../lib/token-expiry';
import { unprovided, unprovidedAction } from '../../lib/unprovided';
import type { Session, StoredSession, HandedOver, StoredStart, RefreshResult, SessionEvent, SessionContext } from './session-types';

/**
 * Stored-session format (account-storage.ts). A session stored under an older version than
 * REQUIRED_RELOGIN_VERSION is discarded at start-up (core §4): raise it to make everyone sign in
 * again, for example after a change in what a session needs.
 */
export const SESSION_VERSION = 1;
export const REQUIRED_RELOGIN_VERSION = 1;
/** Core §9: logout clears the data after 150 ms. */
export const LOGOUT_DELAY_MS = 150;
/** A refresh without answer (server away) is tried again after this long, the session kept. */
export const REFRESH_RETRY_MS = 30_000;
/** A logout call that hangs does not keep the customer signed in. */
export const LOGOUT_TIMEOUT_MS = 5_000;

export type { SessionTokens, Session, StoredSession, HandedOver, StoredStart, RefreshResult, SessionEvent, SessionContext } from './session-types';

const withTokens = (stored: StoredSession | null): stored is Session => stored?.tokens != null;

/** The session with the tokens of a successful refresh. */
function refreshed(session: Session | null, result: RefreshResult): Session | null {
  return session && result.kind === 'refreshed' ? { ...session, tokens: result.tokens } : session;
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    /** Reads the stored current account and takes (and removes) handed-over tokens. */
    loadStored: unprovided<StoredStart>('loadStored'),
    /** Identifies the customer of handed-over tokens and saves the account. */
    adoptHandover: unprovided<Session, HandedOver>('adoptHandover'),
    refresh: unprovided<RefreshResult, Session>('refresh'),
    /** The stored account to switch to, refreshed when needed; null when it must sign in. */
    switchAccount: unprovided<Session | null, { accountId: string }>('switchAccount'),
    /** Ends the session on the server; the provider swallows its failures. */
    logout: unprovided<void, Session | null>('logout'),
  },
  actions: {
    /** Hands the tokens to the API and stores the account as current. */
    activate: unprovidedAction('activate'),
    /** Takes the tokens away from the API; the account keeps them for a later switch. */
    park: unprovidedAction('park'),
    /** Drops the tokens of the stored session that is too old. */
    discardStored: unprovidedAction('discardStored'),
    /** Clears tokens, current user and cached data. */
    clearSession: unprovidedAction('clearSession'),
    /** Another customer's data must not linger in the cache. */
    forgetCustomerData: unprovidedAction('forgetCustomerData'),
    /** Goes to the origin: core §4, a 401 logs out and reloads. */
    reload: unprovidedAction('reload'),
  },
  delays: {
    untilExpiring: ({ context }) => (context.session ? msUntilExpiring(context.session.tokens) : 0),
    refreshRetry: REFRESH_RETRY_MS,
    logoutDelay: LOGOUT_DELAY_MS,
    logoutTimeout: LOGOUT_TIMEOUT_MS,
  },
}).createMachine({
  id: 'session',
  context: { session: null, stored: null, handover: null, switchTo: null, reloadAfterLogout: false },
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        src: 'loadStored',
        onDone: [
          { guard: ({ event }) => event.output.handover !== null, target: 'adopting', actions: assign({ handover: ({ event }) => event.output.handover }) },
          { guard: ({ event }) => !withTokens(event.output.current), target: 'signedOut' },
          {
            guard: ({ event }) => (event.output.current?.version ?? 0) < REQUIRED_RELOGIN_VERSION,
            target: 'signedOut',
            actions: [assign({ stored: ({ event }) => event.output.current }), 'discardStored', assign({ stored: null })],
          },
          {
            // Expired (or nearly): refresh before anything asks the API.
            guard: ({ event }) => withTokens(event.output.current) && isExpiring(event.output.current.tokens),
            target: 'renewingAtStart',
            actions: assign({ session: ({ event }) => (withTokens(event.output.current) ? event.output.current : null) }),
          },
          { target: 'signedIn', actions: assign({ session: ({ event }) => (withTokens(event.output.current) ? event.output.current : null) }) },
        ],
        onError: 'signedOut',
      },
    },
    adopting: {
      invoke: {
        src: 'adoptHandover',
        input: ({ context }) => context.handover!,
        onDone: { target: 'signedIn', actions: assign({ session: ({ event }) => event.output, handover: null }) },
        onError: { target: 'signedOut', actions: assign({ handover: null }) },
      },
    },
    renewingAtStart: {
      invoke: {
        src: 'refresh',
        input: ({ context }) => context.session!,
        onDone: [
          {
            guard: ({ event }) => event.output.kind === 'refreshed',
            target: 'signedIn',
            actions: assign({ session: ({ context, event }) => refreshed(context.session, event.output) }),
          },
          { guard: ({ event }) => event.output.kind === 'unavailable', target: 'unavailable' },
          // A refresh token that no longer works: the session is already over on the server.
          { target: 'clearing' },
        ],
        onError: 'unavailable',
      },
    },
    unavailable: {
      on: { RETRY: 'checking' },
    },
    signedIn: {
      entry: 'activate',
      initial: 'active',
      on: {
        TOKENS_CHANGED: {
          target: '.active',
          reenter: true,
          actions: [assign({ session: ({ context, event }) => (context.session ? { ...context.session, tokens: event.tokens } : null) }), 'activate'],
        },
        LOGOUT: 'loggingOut',
        // The server already refused the session, so there is nothing to log out there.
        AUTH_FAILED: { target: 'clearing', actions: assign({ reloadAfterLogout: true }) },
        SWITCH: {
          guard: ({ context, event }) => event.accountId !== context.session?.accountId,
          target: 'switching',
          actions: ['park', 'forgetCustomerData', assign({ switchTo: ({ event }) => event.accountId, session: null })],
        },
        ADD_ACCOUNT: { target: 'signedOut', actions: ['park', 'forgetCustomerData', assign({ session: null })] },
      },
      states: {
        active: {
          after: { untilExpiring: 'renewing' },
        },
        renewing: {
          invoke: {
            src: 'refresh',
            input: ({ context }) => context.session!,
            onDone: [
              {
                guard: ({ event }) => event.output.kind === 'refreshed',
                target: 'active',
                actions: [assign({ session: ({ context, event }) => refreshed(context.session, event.output) }), 'activate'],
              },
              { guard: ({ event }) => event.output.kind === 'rejected', target: '#session.clearing' },
              { target: 'waitingToRetry' },
            ],
            onError: 'waitingToRetry',
          },
        },
        waitingToRetry: {
          after: { refreshRetry: 'renewing' },
        },
      },
    },
    switching: {
      invoke: {
        src: 'switchAccount',
        input: ({ context }) => ({ accountId: context.switchTo ?? '' }),
        onDone: [
          { guard: ({ event }) => event.output !== null, target: 'signedIn', actions: assign({ session: ({ event }) => event.output, switchTo: null }) },
          // No live tokens: the login view shows with this account's username filled in.
          { target: 'signedOut', actions: assign({ switchTo: null }) },
        ],
        onError: { target: 'signedOut', actions: assign({ switchTo: null }) },
      },
    },
    loggingOut: {
      invoke: {
        src: 'logout',
        input: ({ context }) => context.session,
        onDone: 'clearing',
        onError: 'clearing',
      },
      after: { logoutTimeout: 'clearing' },
    },
    clearing: {
      after: {
        logoutDelay: {
          target: 'signedOut',
          actions: [
            'clearSession',
            assign({ session: null }),
            enqueueActions(({ context, enqueue }) => {
              if (context.reloadAfterLogout) enqueue('reload');
            }),
          ],
        },
      },
    },
    signedOut: {
      entry: assign({ reloadAfterLogout: false }),
      on: {
        SIGNED_IN: { target: 'signedIn', actions: assign({ session: ({ event }) => event.session }) },
        SWITCH: { target: 'switching', actions: assign({ switchTo: ({ event }) => event.accountId }) },
      },
    },
  },
});
