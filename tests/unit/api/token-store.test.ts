// The token store: a refresh is single-flight (the server revokes a session whose refresh token is
// sent twice), and a failed session is reported once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTokenStore, EXPIRY_MARGIN_MS, type AccessTokens, type RefreshOutcome } from '../../../src/api/token-store';

const NOW = Date.UTC(2026, 10, 21, 9, 0, 0);
const tokens = (name: string, expiresIn: number): AccessTokens => ({
  accessToken: `at-${name}`,
  refreshToken: `rt-${name}`,
  expiresAt: NOW + expiresIn,
  tenant: 'vandijk',
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('freshAccessToken', () => {
  it('is null without a session', async () => {
    expect(await createTokenStore().freshAccessToken()).toBeNull();
  });

  it('answers the token as is while it is more than 2 minutes from expiry', async () => {
    const store = createTokenStore();
    const refresh = vi.fn();
    store.connect({ refresh, onAuthFailure: vi.fn() });
    store.set(tokens('a', EXPIRY_MARGIN_MS + 1));
    expect(await store.freshAccessToken()).toBe('at-a');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('lets ten parallel calls wait for one refresh and all use its token', async () => {
    const store = createTokenStore();
    const answer = deferred<RefreshOutcome>();
    const refresh = vi.fn(() => answer.promise);
    store.connect({ refresh, onAuthFailure: vi.fn() });
    store.set(tokens('a', EXPIRY_MARGIN_MS));

    const calls = Array.from({ length: 10 }, () => store.freshAccessToken());
    answer.resolve({ kind: 'refreshed', tokens: tokens('b', 15 * 60_000) });

    expect(await Promise.all(calls)).toEqual(Array(10).fill('at-b'));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledWith(tokens('a', EXPIRY_MARGIN_MS));
    expect(store.get()?.refreshToken).toBe('rt-b');
    // The next call finds a fresh token: no second refresh.
    expect(await store.freshAccessToken()).toBe('at-b');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('reports a refused refresh once and sends no token', async () => {
    const store = createTokenStore();
    const onAuthFailure = vi.fn();
    store.connect({ refresh: async () => ({ kind: 'rejected' }), onAuthFailure });
    store.set(tokens('a', 0));
    expect(await Promise.all([store.freshAccessToken(), store.freshAccessToken()])).toEqual([null, null]);
    store.reportAuthFailure();
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
  });

  it('keeps the old token when the refresh gets no answer, without signing out', async () => {
    const store = createTokenStore();
    const onAuthFailure = vi.fn();
    store.connect({ refresh: async () => Promise.reject(new TypeError('network')), onAuthFailure });
    store.set(tokens('a', 60_000));
    expect(await store.freshAccessToken()).toBe('at-a');
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('drops the late answer of a refresh when the session changed meanwhile', async () => {
    const store = createTokenStore();
    const answer = deferred<RefreshOutcome>();
    store.connect({ refresh: () => answer.promise, onAuthFailure: vi.fn() });
    store.set(tokens('a', 0));
    const pending = store.refresh();
    store.set(null);
    answer.resolve({ kind: 'refreshed', tokens: tokens('b', 15 * 60_000) });
    await pending;
    expect(store.get()).toBeNull();
  });
});

describe('reportAuthFailure', () => {
  it('signs out once per session, and again for the next session', () => {
    const store = createTokenStore();
    const onAuthFailure = vi.fn();
    store.connect({ refresh: vi.fn(), onAuthFailure });
    store.reportAuthFailure();
    expect(onAuthFailure).not.toHaveBeenCalled();
    store.set(tokens('a', 15 * 60_000));
    store.reportAuthFailure();
    store.reportAuthFailure();
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
    store.set(tokens('b', 15 * 60_000));
    store.reportAuthFailure();
    expect(onAuthFailure).toHaveBeenCalledTimes(2);
  });
});
