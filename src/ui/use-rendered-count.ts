import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from './lazy-with-preload';

/**
 * How many items of a long list to render: the first `first` as soon as the list is `ready`, all
 * of them once the browser is idle after that paint. A phone shows the first few cards sooner, and
 * the rest are there before anyone scrolls to them (they come below, so nothing on screen moves).
 */
export function useRenderedCount(ready: boolean, first: number): number {
  const [all, setAll] = useState(false);
  useEffect(() => {
    if (!ready || all) return;
    return whenIdle(() => startTransition(() => setAll(true)));
  }, [ready, all]);
  return all ? Number.POSITIVE_INFINITY : first;
}
