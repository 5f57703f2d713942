// Issue 42 item 7: a call without an answer starts asking /health every 2 s; the first answer
// (to /health or to any call) ends it, so the shell's onlineManager refetches within seconds.
import type { Middleware } from 'openapi-fetch';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { probeNow, reachabilityMiddleware, whenReachabilityChanges } from '../../../src/api/reachability';
import { isUnreachable } from '../../../src/lib/unreachable';

type OnError = NonNullable<Middleware['onError']>;
type OnResponse = NonNullable<Middleware['onResponse']>;
const noAnswer = () => (reachabilityMiddleware.onError as OnError)({ error: new TypeError('Failed to fetch') } as Parameters<OnError>[0]);
const anAnswer = () => (reachabilityMiddleware.onResponse as OnResponse)({} as Parameters<OnResponse>[0]);

afterEach(() => {
  void anAnswer();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('reachability', () => {
  it('tells a missing answer from any answer', () => {
    expect(isUnreachable(new TypeError('Failed to fetch'))).toBe(true);
    expect(isUnreachable(new Error('answered 500'))).toBe(false);
    expect(isUnreachable(new DOMException('aborted', 'AbortError'))).toBe(false);
  });

  it('asks /health every 2 s while there is no answer, and says so once it answers', async () => {
    vi.useFakeTimers();
    let up = false;
    const health = vi.fn(async () => {
      if (!up) throw new TypeError('Failed to fetch');
      return new Response('{}', { status: 200 });
    });
    vi.stubGlobal('fetch', health);
    const changes: boolean[] = [];
    const stop = whenReachabilityChanges((reachable) => changes.push(reachable));
    void noAnswer();
    void noAnswer();
    expect(changes).toEqual([false]);
    await vi.advanceTimersByTimeAsync(2000);
    await vi.advanceTimersByTimeAsync(2000);
    expect(health).toHaveBeenCalledTimes(2);
    expect(health).toHaveBeenLastCalledWith('/health', { cache: 'no-store' });
    up = true;
    await vi.advanceTimersByTimeAsync(2000);
    expect(changes).toEqual([false, true]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(health).toHaveBeenCalledTimes(3);
    stop();
  });

  it('any answer to a call ends the wait, and a probe on focus asks at once', async () => {
    vi.useFakeTimers();
    const health = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', health);
    const changes: boolean[] = [];
    const stop = whenReachabilityChanges((reachable) => changes.push(reachable));
    void noAnswer();
    void anAnswer();
    expect(changes).toEqual([false, true]);
    void noAnswer();
    await probeNow();
    expect(health).toHaveBeenCalledTimes(1);
    expect(changes).toEqual([false, true, false, true]);
    await probeNow(); // reachable: nothing to ask
    expect(health).toHaveBeenCalledTimes(1);
    stop();
  });
});
