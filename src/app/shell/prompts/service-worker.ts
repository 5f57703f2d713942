/**
 * Notices a new deployment. Each build emits a service worker that differs from the last (it
 * carries the build id, vite.config.ts), so the browser's update check installs the new one next
 * to the running one, where it waits. That waiting worker is the "update available" signal; on the
 * customer's yes it takes over and the page reloads into the new version.
 */

/** How often an open portal asks whether a new version was deployed. */
const CHECK_INTERVAL_MS = 30 * 60 * 1000;

export interface UpdateWatch {
  /** Lets the waiting worker take over; the page then reloads. */
  apply: () => void;
  stop: () => void;
}

/** Calls `onUpdate` once a new version is installed and waiting. */
export function watchForUpdate(registration: ServiceWorkerRegistration, container: ServiceWorkerContainer, onUpdate: () => void): UpdateWatch {
  // The very first worker of a device has nothing to replace, so it is no update.
  const announceIfWaiting = () => {
    if (registration.waiting && container.controller) onUpdate();
  };
  const onFound = () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') announceIfWaiting();
    });
  };
  const check = () => void registration.update().catch(() => undefined);
  const onVisible = () => {
    if (document.visibilityState === 'visible') check();
  };

  announceIfWaiting();
  registration.addEventListener('updatefound', onFound);
  document.addEventListener('visibilitychange', onVisible);
  const timer = window.setInterval(check, CHECK_INTERVAL_MS);

  return {
    apply() {
      container.addEventListener('controllerchange', () => window.location.reload(), { once: true });
      registration.waiting?.postMessage({ type: 'SKIP_WAITING' });
    },
    stop() {
      registration.removeEventListener('updatefound', onFound);
      document.removeEventListener('visibilitychange', onVisible);
      window.clearInterval(timer);
    },
  };
}
