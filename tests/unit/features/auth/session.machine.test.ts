// The session machine without React: start-up check, timed refresh, switching, logout and the 401
// path, with fake actors and fake timers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  LOGOUT_DELAY_MS,
  LOGOUT_TIMEOUT_MS,
  REFRESH_RETRY_MS,
  REQUIRED_RELOGIN_VERSION,
  sessionMachine,
  type HandedOver,
  type RefreshResult,
  type Session,
  type StoredStart,
} from '../../../../src/features/auth/session.machine';

const MINUTE = 60_000;
const NOW = Date.UTC(2026, 10, 21, 9, 0, 0);

function session(overrides: Partial<Session> = {}, expiresIn = 15 * MINUTE): Session {
  return {
    accountId: 'vandijk:7',
    customerId: 7,
    tenant: 'vandijk',
    tokens: { accessToken: 'at-1', refreshToken: 'rt-1', expiresAt: NOW + expiresIn },
    version: REQUIRED_RELOGIN_VERSION,
    ...overrides,
  };
}

interface Fakes {
  stored?: StoredStart;
  adopt?: (handover: HandedOver) => Promise<Session>;
  refresh?: (session: Session) => Promise<RefreshResult>;
  switchTo?: (accountId: string) => Promise<Session | null>;
  logout?: () => Promise<void>;
}

function start(fakes: Fakes = {}) {
  const calls = {
    activate: [] as (Session | null)[],
    park: 0,
    discard: 0,
    clear: 0,
    forget: 0,
    reload: 0,
    refresh: [] as Session[],
    logout: [] as (Session | null)[],
  };
  const machine = sessionMachine.provide({
    actors: {
      loadStored: fromPromise(async () => fakes.stored ?? { handover: null, current: null }),
      adoptHandover: fromPromise(async ({ input }: { input: HandedOver }) => {
        if (!fakes.adopt) throw new Error('no adoption');
        return fakes.adopt(input);
      }),
      refresh: fromPromise(async ({ input }: { input: Session }) => {
        calls.refresh.push(input);
        return fakes.refresh ? fakes.refresh(input) : { kind: 'rejected' as const };
      }),
      switchAccount: fromPromise(async ({ input }: { input: { accountId: string } }) => (fakes.switchTo ? fakes.switchTo(input.accountId) : null)),
      logout: fromPromise(async ({ input }: { input: Session | null }) => {
        calls.logout.push(input);
        await fakes.logout?.();
      }),
    },
    actions: {
      activate: ({ context }) => void calls.activate.push(context.session),
      park: () => void calls.park++,
      discardStored: () => void calls.discard++,
      clearSession: () => void calls.clear++,
      forgetCustomerData: () => void calls.forget++,
      reload: () => void calls.reload++,
    },
  });
  const actor = createActor(machine);
  actor.start();
  return { actor, calls };
}

// Lets fake actors resolve and due timers fire.
const settle = (ms = 0) => vi.advanceTimersByTimeAsync(ms);
const value = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().value;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('start-up check', () => {
  it('is signed out when nothing is stored', async () => {
    const { actor } = start();
    expect(value(actor)).toBe('checking');
    await settle();
    expect(value(actor)).toBe('signedOut');
  });

  it('is signed out when the current user has no tokens (the login view fills in the username)', async () => {
    const { actor, calls } = start({ stored: { handover: null, current: { ...session(), tokens: null } } });
    await settle();
    expect(value(actor)).toBe('signedOut');
    expect(calls.refresh).toHaveLength(0);
  });

  it('adopts handed-over tokens before anything stored', async () => {
    const adopted = session({ accountId: 'vandijk:9', customerId: 9 });
    const handover = { accessToken: 'h-at', refreshToken: 'h-rt', expiresAt: NOW + MINUTE * 10, tenant: 'vandijk' };
    const adopt = vi.fn(async () => adopted);
    const { actor, calls } = start({ stored: { handover, current: session() }, adopt });
    await settle();
    expect(adopt).toHaveBeenCalledWith(handover);
    expect(value(actor)).toEqual({ signedIn: 'active' });
    expect(actor.getSnapshot().context.session).toEqual(adopted);
    expect(calls.activate).toEqual([adopted]);
  });

  it('is signed out when handed-over tokens cannot be adopted', async () => {
    const handover = { accessToken: 'bad', refreshToken: 'bad', expiresAt: NOW, tenant: 'vandijk' };
    const { actor } = start({ stored: { handover, current: null }, adopt: async () => Promise.reject(new Error('401')) });
    await settle();
    expect(value(actor)).toBe('signedOut');
  });

  it('discards a session older than the required re-login version, without refreshing it', async () => {
    const old = session({ version: REQUIRED_RELOGIN_VERSION - 1 }, -MINUTE);
    const { actor, calls } = start({ stored: { handover: null, current: old }, refresh: async () => ({ kind: 'refreshed', tokens: old.tokens }) });
    await settle();
    expect(value(actor)).toBe('signedOut');
    expect(calls.discard).toBe(1);
    expect(calls.refresh).toHaveLength(0);
  });

  it('refreshes an expired session that has a refresh token and a current version', async () => {
    const expired = session({}, -MINUTE);
    const fresh = { accessToken: 'at-2', refreshToken: 'rt-2', expiresAt: NOW + 15 * MINUTE };
    const { actor, calls } = start({ stored: { handover: null, current: expired }, refresh: async () => ({ kind: 'refreshed', tokens: fresh }) });
    await settle();
    expect(calls.refresh).toEqual([expired]);
    expect(value(actor)).toEqual({ signedIn: 'active' });
    expect(actor.getSnapshot().context.session?.tokens).toEqual(fresh);
    expect(calls.activate.at(-1)?.tokens).toEqual(fresh);
  });

  it('counts a token expiring within 2 minutes as expired', async () => {
    const { calls } = start({ stored: { handover: null, current: session({}, MINUTE) } });
    await settle();
    expect(calls.refresh).toHaveLength(1);
  });

  it('logs out when the refresh at start-up is refused', async () => {
    const expired = session({}, -MINUTE);
    const { actor, calls } = start({ stored: { handover: null, current: expired }, refresh: async () => ({ kind: 'rejected' }) });
    await settle();
    // The server already ended the session: nothing to log out there.
    expect(value(actor)).toBe('clearing');
    expect(calls.logout).toHaveLength(0);
    await settle(LOGOUT_DELAY_MS);
    expect(value(actor)).toBe('signedOut');
    expect(calls.clear).toBe(1);
  });

  it('says the server is away, instead of logging out, when the refresh gets no answer; RETRY checks again', async () => {
    const expired = session({}, -MINUTE);
    let answer: RefreshResult = { kind: 'unavailable' };
    const { actor, calls } = start({ stored: { handover: null, current: expired }, refresh: async () => answer });
    await settle();
    expect(value(actor)).toBe('unavailable');
    expect(calls.clear).toBe(0);

    answer = { kind: 'refreshed', tokens: { ...expired.tokens, expiresAt: NOW + 15 * MINUTE } };
    actor.send({ type: 'RETRY' });
    await settle();
    expect(value(actor)).toEqual({ signedIn: 'active' });
  });

  it('resumes a live session without asking the server', async () => {
    const live = session();
    const { actor, calls } = start({ stored: { handover: null, current: live } });
    await settle();
    expect(value(actor)).toEqual({ signedIn: 'active' });
    expect(calls.refresh).toHaveLength(0);
    expect(calls.activate).toEqual([live]);
  });
});

describe('while signed in', () => {
  async function signedIn(fakes: Fakes = {}, live = session()) {
    const started = start({ ...fakes, stored: { handover: null, current: live } });
    await settle();
    return started;
  }

  it('refreshes 2 minutes before expiry, not earlier', async () => {
    const fresh = { accessToken: 'at-2', refreshToken: 'rt-2', expiresAt: NOW + 28 * MINUTE };
    const { actor, calls } = await signedIn({ refresh: async () => ({ kind: 'refreshed', tokens: fresh }) });
    await settle(13 * MINUTE - 1);
    expect(calls.refresh).toHaveLength(0);
    await settle(1);
    expect(calls.refresh).toHaveLength(1);
    expect(value(actor)).toEqual({ signedIn: 'active' });
    expect(actor.getSnapshot().context.session?.tokens).toEqual(fresh);
    expect(calls.activate.at(-1)?.tokens).toEqual(fresh);
    // The next refresh is planned from the new expiry.
    await settle(13 * MINUTE);
    expect(calls.refresh).toHaveLength(2);
  });

  it('re-plans the refresh when the API refreshed the tokens itself, so it never refreshes twice', async () => {
    const { actor, calls } = await signedIn({ refresh: async () => ({ kind: 'rejected' }) });
    await settle(12 * MINUTE);
    actor.send({ type: 'TOKENS_CHANGED', tokens: { accessToken: 'at-2', refreshToken: 'rt-2', expiresAt: NOW + 27 * MINUTE } });
    await settle(2 * MINUTE);
    expect(calls.refresh).toHaveLength(0);
    expect(value(actor)).toEqual({ signedIn: 'active' });
    expect(calls.activate.at(-1)?.tokens.accessToken).toBe('at-2');
  });

  it('logs out when the timed refresh is refused', async () => {
    const { actor, calls } = await signedIn({ refresh: async () => ({ kind: 'rejected' }) });
    await settle(13 * MINUTE);
    expect(value(actor)).toBe('clearing');
    await settle(LOGOUT_DELAY_MS);
    expect(value(actor)).toBe('signedOut');
    expect(calls.clear).toBe(1);
    expect(calls.reload).toBe(0);
  });

  it('keeps the session and tries again after 30 s when the refresh gets no answer', async () => {
    let answer: RefreshResult = { kind: 'unavailable' };
    const { actor, calls } = await signedIn({ refresh: async () => answer });
    await settle(13 * MINUTE);
    expect(value(actor)).toEqual({ signedIn: 'waitingToRetry' });
    answer = { kind: 'refreshed', tokens: { accessToken: 'at-2', refreshToken: 'rt-2', expiresAt: NOW + 30 * MINUTE } };
    await settle(REFRESH_RETRY_MS);
    expect(calls.refresh).toHaveLength(2);
    expect(value(actor)).toEqual({ signedIn: 'active' });
  });

  it('logs out on the server, then clears tokens, user and data after 150 ms', async () => {
    const live = session();
    const { actor, calls } = await signedIn({}, live);
    actor.send({ type: 'LOGOUT' });
    await settle();
    expect(calls.logout).toEqual([live]);
    expect(value(actor)).toBe('clearing');
    await settle(LOGOUT_DELAY_MS - 1);
    expect(calls.clear).toBe(0);
    await settle(1);
    expect(calls.clear).toBe(1);
    expect(value(actor)).toBe('signedOut');
    expect(actor.getSnapshot().context.session).toBeNull();
    expect(calls.reload).toBe(0);
  });

  it('does not stay signed in when the logout call hangs', async () => {
    const { actor, calls } = await signedIn({ logout: () => new Promise(() => undefined) });
    actor.send({ type: 'LOGOUT' });
    await settle(LOGOUT_TIMEOUT_MS + LOGOUT_DELAY_MS);
    expect(value(actor)).toBe('signedOut');
    expect(calls.clear).toBe(1);
  });

  it('clears and reloads once on a refused call, without calling the server again', async () => {
    const { actor, calls } = await signedIn();
    actor.send({ type: 'AUTH_FAILED' });
    actor.send({ type: 'AUTH_FAILED' });
    await settle(LOGOUT_DELAY_MS);
    actor.send({ type: 'AUTH_FAILED' });
    await settle(LOGOUT_DELAY_MS);
    expect(value(actor)).toBe('signedOut');
    expect(calls.logout).toHaveLength(0);
    expect(calls.clear).toBe(1);
    expect(calls.reload).toBe(1);
  });

  it('switches to another saved account: parks this one, forgets its data, activates the other', async () => {
    const other = session({ accountId: 'vandijk:8', customerId: 8 });
    const switchTo = vi.fn(async () => other);
    const { actor, calls } = await signedIn({ switchTo });
    actor.send({ type: 'SWITCH', accountId: 'vandijk:8' });
    expect(calls.park).toBe(1);
    expect(calls.forget).toBe(1);
    await settle();
    expect(switchTo).toHaveBeenCalledWith('vandijk:8');
    expect(value(actor)).toEqual({ signedIn: 'active' });
    expect(calls.activate.at(-1)).toEqual(other);
  });

  it('ignores a switch to the current account', async () => {
    const switchTo = vi.fn(async () => null);
    const { actor, calls } = await signedIn({ switchTo });
    actor.send({ type: 'SWITCH', accountId: 'vandijk:7' });
    await settle();
    expect(switchTo).not.toHaveBeenCalled();
    expect(calls.park).toBe(0);
    expect(value(actor)).toEqual({ signedIn: 'active' });
  });

  it('shows the login when the account switched to has no live tokens', async () => {
    const { actor } = await signedIn({ switchTo: async () => null });
    actor.send({ type: 'SWITCH', accountId: 'vandijk:8' });
    await settle();
    expect(value(actor)).toBe('signedOut');
  });

  it('parks the session to add another account', async () => {
    const { actor, calls } = await signedIn();
    actor.send({ type: 'ADD_ACCOUNT' });
    expect(value(actor)).toBe('signedOut');
    expect(calls.park).toBe(1);
    expect(calls.forget).toBe(1);
    expect(calls.clear).toBe(0);
  });
});

describe('while signed out', () => {
  it('signs in with the session a login produced', async () => {
    const { actor, calls } = start();
    await settle();
    const fresh = session();
    actor.send({ type: 'SIGNED_IN', session: fresh });
    expect(value(actor)).toEqual({ signedIn: 'active' });
    expect(calls.activate).toEqual([fresh]);
  });

  it('switches to a chosen saved account with live tokens', async () => {
    const other = session({ accountId: 'vandijk:8' });
    const { actor } = start({ switchTo: async () => other });
    await settle();
    actor.send({ type: 'SWITCH', accountId: 'vandijk:8' });
    expect(value(actor)).toBe('switching');
    await settle();
    expect(actor.getSnapshot().context.session).toEqual(other);
  });

  it('ignores a logout, a refused call and token news', async () => {
    const { actor, calls } = start();
    await settle();
    actor.send({ type: 'LOGOUT' });
    actor.send({ type: 'AUTH_FAILED' });
    actor.send({ type: 'TOKENS_CHANGED', tokens: session().tokens });
    await settle(LOGOUT_DELAY_MS);
    expect(value(actor)).toBe('signedOut');
    expect(calls.reload).toBe(0);
    expect(calls.activate).toHaveLength(0);
  });
});

it('refreshes a 30-second token at half-life, not at once (no refresh storm)', async () => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
  const short = session({ tokens: { accessToken: 'at', refreshToken: 'rt', expiresAt: NOW + 30_000, lifetimeMs: 30_000 } });
  const { calls } = start({
    stored: { handover: null, current: short },
    refresh: async () => ({ kind: 'refreshed', tokens: { ...short.tokens, expiresAt: Date.now() + 30_000 } }),
  });
  await settle();
  expect(calls.refresh).toHaveLength(0);
  await settle(15_000);
  expect(calls.refresh).toHaveLength(1);
  await settle(14_999);
  expect(calls.refresh).toHaveLength(1);
  await settle(1);
  expect(calls.refresh).toHaveLength(2);
  vi.useRealTimers();
});
