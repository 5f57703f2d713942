import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Module<Props> = { default: ComponentType<Props> };

export type LazyWithPreload<Props> = LazyExoticComponent<ComponentType<Props>> & {
  /** Starts loading the code (once) ahead of need; a failed load is asked again next time. */
  preload: () => Promise<unknown>;
};

/**
 * React.lazy with a `preload()`, so the code of the next likely screen or view can be fetched
 * before it is drawn. Code that has arrived by the first render is handed to React at once (a
 * thenable that answers synchronously), so a preloaded screen draws without passing through its
 * Suspense fallback.
 */
export function lazyWithPreload<Props extends object>(factory: () => Promise<Module<Props>>): LazyWithPreload<Props> {
  let loaded: Module<Props> | undefined;
  let loading: Promise<Module<Props>> | undefined;
  const load = (): Promise<Module<Props>> => {
    loading ??= factory().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // A shaky connection: the next preload or render asks again instead of failing for good.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const arrived = (module: Module<Props>) => ({ then: (resolve: (value: Module<Props>) => void) => resolve(module) }) as unknown as Promise<Module<Props>>;
  const Component = lazy(() => (loaded ? arrived(loaded) : load()));
  return Object.assign(Component, { preload: load });
}

/**
 * Runs `task` when the browser is next idle, at the latest after `timeoutMs`; returns the cancel.
 * Safari has no requestIdleCallback: there the task follows the current work at once.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 0);
  return () => clearTimeout(id);
}

/**
 * Runs `task` once, at the customer's first tap or key on the page; returns the cancel. For code
 * only an action of the customer leads to (the login's other views): the first paint neither waits
 * for it nor shares the connection with it, and the customer's typing gives it time to arrive.
 */
export function onFirstInput(task: () => void): () => void {
  const events = ['pointerdown', 'keydown'] as const;
  const stop = () => events.forEach((name) => window.removeEventListener(name, run, true));
  function run() {
    stop();
    task();
  }
  events.forEach((name) => window.addEventListener(name, run, true));
  return stop;
}
