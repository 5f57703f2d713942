/**
 * The portal's error reports (@sentry/browser), a chunk of its own loaded only when a DSN is set.
 * Reports go through the server's tunnel (the policy keeps `connect-src 'self'`), scrubbed here
 * by the same scrubber the server runs, and again in the tunnel. Only what reports errors is
 * switched on: no breadcrumbs of clicks, console lines or addresses, no sessions, no replay.
 */
import {
  captureException,
  captureMessage,
  dedupeIntegration,
  globalHandlersIntegration,
  httpContextIntegration,
  init,
  linkedErrorsIntegration,
  withScope,
} from '@sentry/browser';
import { takeFailures, type Failure } from '../lib/error-sink';
import { scrubEvent, scrubUrl } from '../lib/scrub-report';

/** What /errors/config names when reporting is on. */
export interface SdkSettings {
  dsn: string;
  tunnel: string;
  release?: string;
  environment?: string;
}

function report(failure: Failure): void {
  if (failure.kind === 'error') {
    captureException(failure.error);
    return;
  }
  withScope((scope) => {
    scope.setTags({ operationId: `${failure.method} ${failure.path}`, status: String(failure.status), method: failure.method });
    scope.setContext('response', { status_code: failure.status, body: failure.body as Record<string, unknown> });
    scope.addEventProcessor((event) => ({ ...event, request: { ...event.request, url: scrubUrl(failure.url), method: failure.method } }));
    captureMessage(`${failure.method} ${failure.path} answered ${failure.status}`, 'error');
  });
}

export function startSdk(settings: SdkSettings, office: string | null): void {
  init({
    dsn: settings.dsn,
    release: settings.release,
    environment: settings.environment,
    tunnel: settings.tunnel,
    sampleRate: 1,
    defaultIntegrations: false,
    integrations: [globalHandlersIntegration(), linkedErrorsIntegration(), dedupeIntegration(), httpContextIntegration()],
    dataCollection: { userInfo: false, cookies: false },
    initialScope: { tags: { office: office ?? 'none' } },
    beforeSend: (event) => scrubEvent(event),
  });
  takeFailures(report);
}
