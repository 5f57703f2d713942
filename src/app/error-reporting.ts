/**
 * Error reporting in the portal, kept out of the first download: errors and rejections are held
 * from the start (a few), and after the first paint the server says whether a DSN is set
 * (/errors/config); only then is the SDK's chunk fetched, and it takes what was held.
 */
import { reportFailure } from '../lib/error-sink';
import { whenIdle } from '../ui/lazy-with-preload';
import { reportingSettings } from '../api/error-config';

const onError = (event: ErrorEvent) => reportFailure({ kind: 'error', error: event.error ?? event.message });
const onRejection = (event: PromiseRejectionEvent) => reportFailure({ kind: 'error', error: event.reason });

/** From the start: errors and rejections wait for the SDK (or for nothing, without a DSN). */
export function holdEarlyFailures(): void {
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
}

/** Once the first screen is drawn: the SDK, when the server names a DSN. */
export function loadErrorReporting(office: string | null): void {
  whenIdle(() => {
    void reportingSettings()
      .then(async ({ dsn, tunnel, release, environment }) => {
        if (!dsn || !tunnel) return;
        const { startSdk } = await import('./error-reporting-sdk');
        // From here on the SDK's own handlers catch them.
        window.removeEventListener('error', onError);
        window.removeEventListener('unhandledrejection', onRejection);
        startSdk({ dsn, tunnel, release, environment }, office);
      })
      // Reporting that cannot start must not become an error of its own.
      .catch(() => undefined);
  }, 3000);
}
