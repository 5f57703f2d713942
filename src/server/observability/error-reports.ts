// The server's error reports (@sentry/node), on only when SENTRY_DSN is set: the SDK is loaded
// then and not before. Every 5xx answer and every unhandled error is reported with the request's
// url, method, headers and body (core §8), after scrubbing; a 4xx is the caller's and only counted.
import type { FastifyRequest } from 'fastify';
import { scrubEvent } from '../../lib/scrub-report';
import type { Config } from '../config';
import { operationLabel } from './routes';

export interface ErrorReporter {
  report(error: unknown, request: FastifyRequest, status: number): void;
  /** Sends what is queued (at shutdown, and in tests). */
  flush(): Promise<boolean>;
}

/** What a report says of the request; scrubbed in beforeSend like everything else. */
function requestOf(request: FastifyRequest) {
  const query = request.url.split('?')[1];
  return {
    url: `${request.protocol}://${request.host}${request.url}`,
    method: request.method,
    headers: request.headers as Record<string, string>,
    ...(query ? { query_string: query } : {}),
    ...(request.body !== undefined && !Buffer.isBuffer(request.body) ? { data: request.body } : {}),
  };
}

const keptIntegrations = new Set([
  'EventFilters',
  'FunctionToString',
  'LinkedErrors',
  'Dedupe',
  'NodeSystemError',
  'OnUncaughtException',
  'OnUnhandledRejection',
  'ContextLines',
  'Context',
  'Modules',
]);

export async function createErrorReporter(settings: Config['sentry']): Promise<ErrorReporter | null> {
  if (!settings) return null;
  const Sentry = await import('@sentry/node');
  // One client per process; a second app in the same process (tests) reports through it.
  if (Sentry.getClient()?.getOptions().dsn !== settings.dsn) {
    Sentry.init({
      dsn: settings.dsn,
      release: settings.release,
      environment: settings.environment,
      // Core §8: every error is reported, none sampled away. No tracing: errors only.
      sampleRate: 1,
      // The SDK collects nothing of its own about the customer: the request is set below, scrubbed.
      dataCollection: { userInfo: false, cookies: false, httpBodies: [], urlQueryParams: false },
      beforeSend: (event) => scrubEvent(event),
      // Only what reports errors: the framework integrations would report each error a second time
      // with their own request data, and local variables or console lines could carry anything.
      integrations: (defaults) => defaults.filter((integration) => keptIntegrations.has(integration.name)),
    });
  }
  return {
    report(error, request, status) {
      Sentry.withScope((scope) => {
        scope.setTags({
          operationId: operationLabel(request),
          office: request.hostTenant?.name ?? 'none',
          status: String(status),
          method: request.method,
        });
        scope.addEventProcessor((event) => ({ ...event, request: requestOf(request) }));
        Sentry.captureException(error);
      });
    },
    flush: () => Sentry.flush(2000),
  };
}
