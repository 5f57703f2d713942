// The operational endpoints and the request metrics: /metrics for Prometheus (this machine, or a
// scraper with METRICS_TOKEN), the health checks, and a duration, 4xx or 5xx count per answer.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { sendError } from '../errors';
import { fromThisMachine } from '../this-machine';
import { registerHealth } from './health';
import { clientErrors, registry, requestDuration, serverErrors } from './metrics';

/** The label of an answer: its operationId, our own route's path, or `static` for the portal's files. */
export function operationLabel(request: FastifyRequest): string {
  const operationId = (request.routeOptions.config as { operationId?: string } | undefined)?.operationId;
  if (operationId) return operationId;
  const url = request.routeOptions.url;
  if (!url) return 'unmatched';
  return url === '/' || url.includes('.') || url.startsWith('/assets') ? 'static' : url;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * This machine itself: a loopback connection that no proxy forwarded (a balancer on the same host
 * connects over loopback too, for whoever is behind it), or a bearer of METRICS_TOKEN.
 */
function mayReadMetrics(request: FastifyRequest, token: string | null): boolean {
  if (fromThisMachine(request)) return true;
  const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  return !!token && !!bearer && timingSafeEqual(digest(bearer), digest(token));
}

export function registerOperations(app: FastifyInstance, db: Db, metricsToken: string | null) {
  app.addHook('onResponse', async (request, reply) => {
    const operation = operationLabel(request);
    const status = reply.statusCode;
    requestDuration.observe({ operation, method: request.method, status: String(status) }, reply.elapsedTime / 1000);
    if (status >= 500) serverErrors.inc({ operation, status: String(status) });
    else if (status >= 400) clientErrors.inc({ operation, status: String(status) });
  });

  app.get('/metrics', async (request, reply) => {
    if (!mayReadMetrics(request, metricsToken)) {
      return sendError(reply, 403, 'metrics_forbidden', 'Metrics answer this machine, or a bearer of the metrics token');
    }
    return reply
      .header('cache-control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });

  registerHealth(app, db);
}
