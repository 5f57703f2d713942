import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { onIdle } from './on-idle';

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
    const check = () => {
      const settled = client.isFetching() === 0;
      // A transition: React renders what follows in slices, so the page stays responsive meanwhile.
      if (settled && !cancelIdle) cancelIdle = onIdle(() => startTransition(() => setAfter(true)));
      if (!settled && cancelIdle) {
        cancelIdle();
        cancelIdle = null;
      }
    };
    const unsubscribe = client.getQueryCache().subscribe(check);
    check();
    return () => {
      unsubscribe();
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
