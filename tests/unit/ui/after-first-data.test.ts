// watchFetching, under "after the first data": it tells whether a request is under way only once
// React Query has handed the change to the components reading it (a query observer here, its
// listener batched as useQuery batches it), so a quiet moment taken after it cannot come before
// the screen had its answers.
import { notifyManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { watchFetching } from '../../../src/ui/after-first-data';

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
