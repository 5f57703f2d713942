// The session machine without React: the start-up check, signed out, and a short token's refresh,
// with fake actors and fake timers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGOUT_DELAY_MS, REQUIRED_RELOGIN_VERSION, type RefreshResult } from '../../../../src/features/auth/session.machine';
import { MINUTE, NOW, settle, value, session, start } from './session-machine-harness';

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
