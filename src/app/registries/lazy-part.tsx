import { lazy, Suspense, type ComponentType } from 'react';

/** A part another feature builds, as its own chunk, loaded when a screen shows it. */
export function lazyPart(load: () => Promise<ComponentType>): ComponentType {
  const Part = lazy(async () => ({ default: await load() }));
  return function LazyPart() {
    return (
      <Suspense fallback={null}>
        <Part />
      </Suspense>
    );
  };
}
