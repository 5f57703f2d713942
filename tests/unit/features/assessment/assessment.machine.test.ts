import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { assessmentMachine, SPLASH_MS, type TokenRequest } from '../../../../src/features/assessment/assessment.machine';
import { FRAME_TIMEOUT_MS } from '../../../../src/lib/frame-timeout';

function start(requestToken: (input: TokenRequest) => Promise<string>, refresh = vi.fn(async () => {})) {
  const machine = assessmentMachine.provide({
    actors: { requestToken: fromPromise(({ input }: { input: TokenRequest }) => requestToken(input)), refresh: fromPromise(refresh) },
  });
  const actor = createActor(machine, { input: { type: 'mortgage_pension', partner: true } }).start();
  return { actor, refresh };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('assessment machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks a token for the partner, frames it, and after completion waits 3.5 s, refreshes and finishes', async () => {
    const requestToken = vi.fn(async () => 'token-1');
    const { actor, refresh } = start(requestToken);
    await settle();
    expect(requestToken).toHaveBeenCalledWith({ type: 'mortgage_pension', partner: true });
    expect(actor.getSnapshot().matches({ framing: 'loading' })).toBe(true);
    expect(actor.getSnapshot().context.token).toBe('token-1');
    actor.send({ type: 'FRAME_LOADED' });
    actor.send({ type: 'COMPLETED' });
    expect(actor.getSnapshot().value).toBe('splash');
    await vi.advanceTimersByTimeAsync(SPLASH_MS - 1);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('shows a failure with a retry when no token comes, and a retry asks again', async () => {
    const requestToken = vi.fn().mockRejectedValueOnce(new Error('503')).mockResolvedValueOnce('token-2');
    const { actor } = start(requestToken);
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'RETRY' });
    await settle();
    expect(actor.getSnapshot().context.token).toBe('token-2');
  });

  it('says the frame does not answer after the timeout, and a retry takes a new token', async () => {
    const requestToken = vi.fn().mockResolvedValueOnce('token-a').mockResolvedValueOnce('token-b');
    const { actor } = start(requestToken);
    await settle();
    await vi.advanceTimersByTimeAsync(FRAME_TIMEOUT_MS);
    expect(actor.getSnapshot().matches({ framing: 'unresponsive' })).toBe(true);
    actor.send({ type: 'RETRY' });
    await settle();
    expect(actor.getSnapshot().context.token).toBe('token-b');
    expect(actor.getSnapshot().matches({ framing: 'loading' })).toBe(true);
  });

  it('ignores a completion before there is a frame', async () => {
    const { actor } = start(() => new Promise(() => {}));
    actor.send({ type: 'COMPLETED' });
    expect(actor.getSnapshot().value).toBe('requesting');
  });
});
