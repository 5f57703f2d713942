// watchFetching, under "after the first data": it tells whether a request is under way only once
// React Query has handed the change to the components reading it (a query observer here, its
// listener batched as useQuery batches it), so a quiet moment taken after it cannot come before
// the screen had its answers. awaitTurn: what waits for the first data goes one part per quiet
// moment, so each part draws in a task of its own.
import { notifyManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { awaitTurn, watchFetching, type LaterPart } from '../../../src/ui/after-first-data';
import { fakeBrowser } from '../support/fake-browser';

/** Settles after the timers and tasks queued so far (React Query tells its observers in a timeout). */
const tasksDone = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('watchFetching', () => {
  it('tells "no request under way" after the screen was handed the answer, not before', async () => {
    const client = new QueryClient();
    const events: string[] = [];
    let answer!: (value: string) => void;
    const observer = new QueryObserver(client, { queryKey: ['feed'], queryFn: () => new Promise<string>((resolve) => (answer = resolve)) });
    const unsubscribe = observer.subscribe(notifyManager.batchCalls((result) => void events.push(`screen: ${result.data ?? 'loading'}`)));
    await tasksDone();
    const stop = watchFetching(client, (fetching) => events.push(fetching ? 'fetching' : 'quiet'));
    await tasksDone();
    expect(events.at(-1)).toBe('fetching');

    events.length = 0;
    answer('feed items');
    await tasksDone();
    expect(events.indexOf('screen: feed items')).toBeGreaterThanOrEqual(0);
    expect(events.indexOf('quiet')).toBeGreaterThan(events.indexOf('screen: feed items'));
    stop();
    unsubscribe();
  });

  it('tells nothing more once stopped', async () => {
    const client = new QueryClient();
    const events: boolean[] = [];
    const stop = watchFetching(client, (fetching) => events.push(fetching));
    stop();
    void client.prefetchQuery({ queryKey: ['tasks'], queryFn: () => Promise.resolve([]) });
    await tasksDone();
    expect(events).toEqual([]);
  });
});

describe('awaitTurn', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** One quiet moment as onIdle takes it: idle, the frame after it, idle again. */
  const quietMoment = (browser: ReturnType<typeof fakeBrowser>) => (['idle', 'frame', 'idle'] as const).forEach((kind) => browser.next(kind));

  it('takes one waiter per quiet moment: the earlier parts first, within a part in the order they came', () => {
    const browser = fakeBrowser();
    const taken: string[] = [];
    const wait = (part: LaterPart, name: string) => awaitTurn(part, () => taken.push(name));
    wait('cards', 'totals');
    wait('preloading', 'other screens');
    wait('cards', 'opening hours');
    wait('menu', 'menu');
    wait('badges', 'badges');
    quietMoment(browser);
    expect(taken).toEqual(['badges']);
    quietMoment(browser);
    expect(taken).toEqual(['badges', 'menu']);
    quietMoment(browser);
    quietMoment(browser);
    quietMoment(browser);
    expect(taken).toEqual(['badges', 'menu', 'totals', 'opening hours', 'other screens']);
    expect(browser.kinds()).toEqual([]);
  });

  it('never takes a waiter that left the queue, and the next one still gets its turn', () => {
    const browser = fakeBrowser();
    const taken: string[] = [];
    const leave = awaitTurn('cards', () => taken.push('side cards'));
    awaitTurn('cards', () => taken.push('opening hours'));
    leave();
    quietMoment(browser);
    expect(taken).toEqual(['opening hours']);
    // A waiter that comes after the queue ran empty starts it again.
    awaitTurn('badges', () => taken.push('badges'));
    quietMoment(browser);
    expect(taken).toEqual(['opening hours', 'badges']);
  });
});
