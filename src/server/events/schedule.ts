// Where the webhook worker runs: in each server process, looking for due deliveries every
// WEBHOOK_POLL_MS and right after each write request is answered (its event is committed by then),
// so a customer's action reaches the office in well under a second. With WEBHOOK_POLL_MS=0 it runs
// only when called (`app.webhooks.runDue()`), which is how tests drive it with their own clock.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { repeatWhileRunning } from '../repeat';
import { WebhookWorker } from './worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the offices' events to their webhooks (events/worker.ts). */
    webhooks: WebhookWorker;
  }
}

const quietly = (app: FastifyInstance) => () =>
  app.webhooks.runDue().then(
    () => undefined,
    (error: unknown) => app.log.warn({ reason: error instanceof Error ? error.name : 'unknown' }, 'a webhook round failed'),
  );

export function scheduleWebhooks(app: FastifyInstance, db: Db, config: Config): void {
  app.decorate('webhooks', new WebhookWorker(db, config, app.log));
  if (config.webhookPollMs <= 0) return;
  const run = quietly(app);
  repeatWhileRunning(app, config.webhookPollMs, run);
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) void run();
  });
}
