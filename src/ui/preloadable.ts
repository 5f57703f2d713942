import { createElement, use, useEffect, useState, type ComponentType } from 'react';

/** A promise carrying its outcome the way React's `use` reads it, so a settled one is read at once. */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

interface Loader {
  /** Starts loading the code (once) and settles when it is there. */
  preload: () => Promise<unknown>;
  /** Whether the code has arrived (or failed to): rendering it then does not suspend. */
  settled: () => boolean;
}

export type Preloadable<Props> = ComponentType<Props> & Loader;

/**
 * Like React.lazy, but code that has already arrived renders at once: lazy suspends on its first
 * render even then, and the Suspense fallback that shows holds the content back by React's
 * 300 ms reveal throttle. `preload` starts the download early; a failed one throws to the nearest
 * error boundary, as lazy's does.
 */
export function preloadable<Props extends object>(load: () => Promise<ComponentType<Props>>): Preloadable<Props> {
  let loading: Tracked<ComponentType<Props>> | null = null;
  const preload = (): Promise<ComponentType<Props>> => {
    if (loading) return loading;
    const tracked: Tracked<ComponentType<Props>> = load();
    tracked.status = 'pending';
    // The handlers return nothing: returning the promise itself would chain its failure on, unhandled.
    tracked.then(
      (value) => {
        Object.assign(tracked, { status: 'fulfilled', value });
      },
      (reason: unknown) => {
        Object.assign(tracked, { status: 'rejected', reason });
      },
    );
    loading = tracked;
    return tracked;
  };
  const Loaded = (props: Props) => createElement(use(preload()), props);
  return Object.assign(Loaded, { preload, settled: () => loading !== null && loading.status !== 'pending' });
}

/**
 * Whether `component`'s code has settled, loading it if not: a caller shows its own waiting screen
 * until then instead of a Suspense fallback, so the content is not held back by the reveal throttle.
 */
export function useSettled(component: Loader): boolean {
  const [settled, setSettled] = useState(component.settled);
  useEffect(() => {
    if (settled) return;
    let current = true;
    const done = () => current && setSettled(true);
    component.preload().then(done, done);
    return () => {
      current = false;
    };
  }, [component, settled]);
  return settled;
}
