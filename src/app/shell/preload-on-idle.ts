import { useEffect } from 'react';
import { preloadOpenedItem } from '../../ui/opened-item';
import { onFirstInput, whenIdle } from '../../ui/lazy-with-preload';
import { loadTexts, type Namespace } from '../i18n';
import { screens } from '../registries/screens';
import { ProfileDrawer } from './drawers';

// Every feature's code (each a chunk of its own, the same the screen registry loads) and every
// namespace's texts: found by pattern, so a new feature or namespace needs no line here. The
// widgets' words travel inside their own bundles; the portal never reads them.
const features = import.meta.glob('../../features/*/index.ts');
const namespaceFiles = import.meta.glob(['../../../locales/nl/*.json', '!../../../locales/nl/widgets.json']);
const namespaces = Object.keys(namespaceFiles).map((path) => path.replace(/^.*\/(.+)\.json$/, '$1')) as Namespace[];

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** On a metered or very slow connection the customer pays for bytes they may never use. */
function sparingConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return connection?.saveData === true || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

/**
 * Once mounted (after the first screen has its answers, shell-later.tsx) and the customer has
 * tapped or typed, fetches the code and texts of the other screens one at a time whenever the
 * browser is idle, so the next tap opens its screen without waiting for the network. Not before:
 * on a slow phone they would take the bandwidth and the CPU the first screen needs. Immutable caching (src/server/static-assets.ts)
 * keeps them for the next visit too.
 */
export function usePreloadOnIdle(): void {
  useEffect(() => {
    if (sparingConnection()) return;
    let stopped = false;
    // The registry's screens first, so a first visit draws without its fallback (lazy-with-preload.ts);
    // then whatever other feature code the screens did not bring.
    const queue: (() => Promise<unknown>)[] = [
      preloadOpenedItem,
      ProfileDrawer.preload,
      () => loadTexts(namespaces),
      ...Object.values(screens).map((screen) => screen.preload),
      ...Object.values(features),
    ];
    let cancel = () => {};
    const next = () => {
      const load = queue.shift();
      if (!load || stopped) return;
      cancel = whenIdle(
        () =>
          void load()
            .catch(() => undefined)
            .finally(next),
        5000,
      );
    };
    // From the customer's first tap or key: a page nobody has touched yet is still drawing its own
    // screen, and the other screens' code only competed with it.
    cancel = onFirstInput(next);
    return () => {
      stopped = true;
      cancel();
    };
  }, []);
}
