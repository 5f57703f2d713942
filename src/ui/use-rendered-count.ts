import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from './lazy-with-preload';

/**
 * False until the browser is first idle after `ready` became true and was drawn, then true for
 * good: for what may follow a screen's first paint but must not compete with it.
 */
export function useIdleAfter(ready: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return;
    return whenIdle(() => startTransition(() => setIdle(true)));
  }, [ready, idle]);
  return idle;
}

/**
 * How many items of a long list to render: the first `first` as soon as the list is `ready`, all
 * of them once the browser is idle after that paint. A phone shows the first few cards sooner, and
 * the rest are there before anyone scrolls to them (they come below, so nothing on screen moves).
 */
export function useRenderedCount(ready: boolean, first: number): number {
  return useIdleAfter(ready) ? Number.POSITIVE_INFINITY : first;
}
