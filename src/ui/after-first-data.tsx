import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';

function onIdle(task: () => void): () => void {
  // Safari has no requestIdleCallback; a short timeout is its quiet moment.
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 50);
  return () => clearTimeout(id);
}

/**
 * Renders its children once no request is under way and the browser has had a quiet moment:
 * secondary cards then leave the CPU to the screen's first content on a slow phone, and do not
 * move about while that content's answers arrive (layout shift). Once shown they stay, whatever
 * is fetched later.
 */
export function AfterFirstData({ children }: { children: ReactNode }) {
  const settled = useIsFetching() === 0;
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (shown || !settled) return;
    return onIdle(() => setShown(true));
  }, [shown, settled]);
  return shown ? children : null;
}
