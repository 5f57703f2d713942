import { createElement, startTransition, use, useEffect, useState, type ComponentType } from 'react';

/** A promise carrying its outcome the way React's `use` reads it, so a settled one is read at once. */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

interface Loader {
  /**
   * Starts loading the code (once) ahead of need, e.g. on idle. A failure nobody waits for yet (a
   * shaky connection) is forgotten, so the first render asks again instead of failing.
   */
  preload: () => Promise<unknown>;
  /** Loads the code for a render that waits on it; a failure stays, for the error boundary. */
  load: () => Promise<unknown>;
  /** Whether the code has arrived (or failed to): rendering it then does not suspend. */
  settled: () => boolean;
}

export type Preloadable<Props> = ComponentType<Props> & Loader;

/**
 * Like React.lazy, but code that has already arrived renders at once: lazy suspends on its first
 * render even then, and the Suspense fallback that shows holds the content back by React's
 * 300 ms reveal throttle. A failed load a render waits on throws to the nearest error boundary, as
 * lazy's does.
 */
export function preloadable<Props extends object>(importCode: () => Promise<ComponentType<Props>>): Preloadable<Props> {
  let loading: Tracked<ComponentType<Props>> | null = null;
  let awaited = false;
  const start = (): Promise<ComponentType<Props>> => {
    if (loading) return loading;
    const tracked: Tracked<ComponentType<Props>> = importCode();
    tracked.status = 'pending';
    // The handlers return nothing: returning the promise itself would chain its failure on, unhandled.
    tracked.then(
      (value) => {
        Object.assign(tracked, { status: 'fulfilled', value });
      },
      (reason: unknown) => {
        Object.assign(tracked, { status: 'rejected', reason });
        if (!awaited) loading = null;
      },
    );
    loading = tracked;
    return tracked;
  };
  const load = () => {
    awaited = true;
    return start();
  };
  const Loaded = (props: Props) => createElement(use(load()), props);
  return Object.assign(Loaded, { preload: start, load, settled: () => loading !== null && loading.status !== 'pending' });
}

/**
 * Whether `component`'s code has settled, loading it when `wanted` (at once by default): a caller
 * shows its own waiting screen until then instead of a Suspense fallback, so the content is not held
 * back by the reveal throttle.
 */
export function useSettled(component: Loader, wanted = true): boolean {
  const [settled, setSettled] = useState(component.settled);
  useEffect(() => {
    if (settled || !wanted) return;
    let current = true;
    // A transition: React draws what arrived in slices instead of one long task, so a slow phone
    // stays responsive (a closed menu or a drawer mounting while the customer reads the screen).
    const done = () => current && startTransition(() => setSettled(true));
    component.load().then(done, done);
    return () => {
      current = false;
    };
  }, [component, settled, wanted]);
  return settled;
}
