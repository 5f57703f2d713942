// The session machine without React while signed in: timed refresh, switching, logout and the 401
// path, with fake actors and fake timers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGOUT_DELAY_MS, LOGOUT_TIMEOUT_MS, REFRESH_RETRY_MS, type RefreshResult } from '../../../../src/features/auth/session.machine';
import { MINUTE, NOW, settle, value, session, start, type Fakes } from './session-machine-harness';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
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
