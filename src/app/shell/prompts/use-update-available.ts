import { useEffect, useState } from 'react';
import { watchForUpdate, type UpdateWatch } from './service-worker';

/**
 * Registers the service worker (production builds only: the dev server rebuilds on its own) and
 * says when a new version is waiting; `reload` switches to it.
 */
export function useUpdateAvailable(): { available: boolean; reload: () => void } {
  const [watch, setWatch] = useState<UpdateWatch | null>(null);
  const [available, setAvailable] = useState(false);

  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    const container = navigator.serviceWorker;
    let active: UpdateWatch | null = null;
    let stopped = false;
    container.register('/sw.js').then(
      (registration) => {
        if (stopped) return;
        active = watchForUpdate(registration, container, () => setAvailable(true));
        setWatch(active);
      },
      // Without a worker the portal works as before; it only misses the update prompt.
      () => undefined,
    );
    return () => {
      stopped = true;
      active?.stop();
    };
  }, []);

  return { available, reload: () => watch?.apply() };
}
