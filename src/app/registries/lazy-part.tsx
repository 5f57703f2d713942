import { Suspense, type ComponentType } from 'react';
import { lazyWithPreload } from '../../ui/lazy-with-preload';

/**
 * A part another feature builds, as its own chunk, loaded when a screen shows it: lazyWithPreload
 * (the one way to load code) for a named export, in a Suspense of its own, so a registry entry is a
 * plain component.
 */
export function lazyPart(load: () => Promise<ComponentType>): ComponentType {
  const Part = lazyWithPreload(async () => ({ default: await load() }));
  return function LazyPart() {
    return (
      <Suspense fallback={null}>
        <Part />
      </Suspense>
    );
  };
}
