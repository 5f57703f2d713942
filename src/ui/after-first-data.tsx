import { notifyManager, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { onIdle } from './on-idle';

/**
 * Tells `listener` whether a request is under way, at every change of the query cache, but only
 * once React Query has handed that change to the components that read it. The cache tells its
 * own listeners at once and the components a task later (notifyManager); a quiet moment taken in
 * between came before the screen had even begun drawing its answers, so what waits for "after the
 * first data" (the phone menu, the secondary cards, the other screens' code) was fetched and drawn
 * before the dashboard's feed, now and then, at a slower first paint.
 */
export function watchFetching(client: QueryClient, listener: (fetching: boolean) => void): () => void {
  let stopped = false;
  const tell = () =>
    notifyManager.schedule(() => {
      if (!stopped) listener(client.isFetching() > 0);
    });
  const unsubscribe = client.getQueryCache().subscribe(tell);
  tell();
  return () => {
    stopped = true;
    unsubscribe();
  };
}

/**
 * True once no request has been under way and the browser has had a quiet moment: the screen's
 * first answers are in and painted. It watches the query cache itself rather than through
 * useIsFetching, so the component using it renders again once, not at every request.
 */
export function useAfterFirstData(): boolean {
  const client = useQueryClient();
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (after) return;
    let cancelIdle: (() => void) | null = null;
    const stop = watchFetching(client, (fetching) => {
      // A transition: React renders what follows in slices, so the page stays responsive meanwhile.
      if (!fetching && !cancelIdle) cancelIdle = onIdle(() => startTransition(() => setAfter(true)));
      if (fetching && cancelIdle) {
        cancelIdle();
        cancelIdle = null;
      }
    });
    return () => {
      stop();
      cancelIdle?.();
    };
  }, [client, after]);
  return after;
}

/**
 * Renders its children once the screen's first answers are in and the browser is idle: secondary
 * cards then leave the CPU to the screen's first content on a slow phone, and do not move about
 * while that content's answers arrive (layout shift). Once shown they stay, whatever is fetched
 * later.
 */
export function AfterFirstData({ children }: { children: ReactNode }) {
  return useAfterFirstData() ? children : null;
}
