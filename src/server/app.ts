// The Fastify application: the four contracts under /api, /proxy, /advice and /office/v1, health checks,
// metrics and the error-report tunnel, and the built portal on the same port.
import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { apiPrefixes } from './api-prefixes';
import { authenticator } from './auth/authenticate';
import { guardOfficeApi, officeAuthenticator } from './auth/office-guard';
import { OpenSessions } from './auth/open-sessions';
import { schedulePurge } from './auth/purge';
import { scheduleExports } from './export/schedule';
import { scheduleDigests } from './notify/digest';
import type { Config } from './config';
import type { BaseContext } from './contract/handlers';
import { serializersOnFirstUse } from './contract/compile-on-first-use';
import { registerContract } from './contract/register';
import { defaultBodyLimits } from './contract/route-table';
import type { DatabaseHandle } from './db/database';
import { TenantScope } from './db/tenant-scope';
import { errorHandler, frameworkError, sendError } from './errors';
import { loggerOptions } from './logging';
import { createMailer } from './mail/mailer';
import { registerInventory } from './inventory/routes';
import { registerManifest } from './install/manifest';
import { registerDevOutbox } from './mail/outbox';
import { registerDevClock } from './dev-clock';
import { registerDevOffice } from './notify/dev-office';
import { notifyCustomer } from './notify';
import { DeliveryQueue } from './notify/queue';
import { contracts } from './modules';
import { createErrorReporter } from './observability/error-reports';
import { registerOperations } from './observability/routes';
import { registerTunnel } from './observability/tunnel';
import { servePortal } from './portal';
import { registerReference } from './reference/routes';
import { registerSecurityHeaders } from './security-headers';
import { scheduleWebhooks } from './events/schedule';
import { SignalRunner, type Notify } from './signals/runner';
import { afterCustomerWrite, schedulesSignals } from './signals/schedule';
import { registerDrain } from './shutdown';
import { registerCompression } from './static-assets';
import { Tenants, type TenantRow } from './tenants';
import { officeFromHost } from '../lib/tenant-host';

declare module 'fastify' {
  interface FastifyRequest {
    hostTenant: TenantRow | null;
  }
  interface FastifyInstance {
    /** The computed signals' runner: `app.signals.setNotify(...)` plugs in the notification sender. */
    signals: SignalRunner;
    /** Where pushes wait to be sent, outside the request that caused them. */
    pushQueue: DeliveryQueue;
  }
}

/**
 * The ceiling of any multipart file; each upload operation states its own, lower or equal, limits
 * in the contract (x-max-file-bytes, x-max-request-bytes), which contract/multipart.ts enforces.
 */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

export interface AppOptions {
  /** Where the log goes instead of stdout (tests read it to prove no secret is logged). */
  logStream?: NodeJS.WritableStream;
  /** Told of each newly raised computed signal (the push and digest sender); settable later with app.signals.setNotify. */
  notify?: Notify;
}

export async function buildApp(config: Config, database: DatabaseHandle, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    // The specification writes some paths with a trailing slash and some without.
    routerOptions: { ignoreTrailingSlash: true },
    // The routes outside the contract; each contract operation has its own (contract/route-table.ts).
    bodyLimit: defaultBodyLimits.signedIn,
    trustProxy: config.trustProxy,
    frameworkErrors: frameworkError,
    schemaController: { compilersFactory: { buildSerializer: serializersOnFirstUse } },
  });
  const { db } = database;
  const tenants = new Tenants(db, config.clock);
  const sessions = new OpenSessions(db, config.clock);
  const mailer = createMailer(config, db, app.log);
  app.addHook('onClose', async () => mailer.close());
  schedulePurge(app, db, config.clock);
  // Each newly raised signal is told to its customer as they chose (push, digest or nothing), from
  // the queue: the request that raised it does not wait for a push service.
  const pushQueue = new DeliveryQueue(app.log);
  app.decorate('pushQueue', pushQueue);
  app.addHook('onClose', async () => pushQueue.idle());
  const notify =
    options.notify ??
    (({ tenantId, customerId }) => pushQueue.enqueue(() => notifyCustomer({ db, config, log: app.log }, { tenantId, customerId, kind: 'signal' })));
  const signals = new SignalRunner(db, config.clock, app.log, notify);
  app.decorate('signals', signals);
  schedulesSignals(app, signals, config.signalRunMinutes);
  scheduleDigests(app, { db, mailer, portalUrlTemplate: config.portalUrlTemplate }, config.clock);
  scheduleWebhooks(app, db, config);

  registerDrain(app);
  app.decorateRequest('hostTenant', null);
  const reporter = await createErrorReporter(config.sentry);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const sent = errorHandler(error, request, reply);
    if (reply.statusCode >= 500) reporter?.report(error, request, reply.statusCode);
    return sent;
  });
  if (reporter) app.addHook('onClose', async () => void (await reporter.flush()));
  await registerSecurityHeaders(app);
  await registerCompression(app);
  await app.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: 20, fields: 50 } });

  // An office sub-domain that names no office is refused before any handler runs.
  app.addHook('onRequest', async (request, reply) => {
    if (!apiPrefixes.some((prefix) => request.url.startsWith(prefix))) return;
    const office = officeFromHost(request.headers.host ?? '', config.baseDomain);
    if (!office) return;
    request.hostTenant = await tenants.byName(office);
    if (!request.hostTenant) return sendError(reply, 404, 'unknown_office', `No office is known at ${office}`);
  });

  const services = {
    baseContext: (request: FastifyRequest): BaseContext => ({
      config,
      log: request.log,
      hostTenant: request.hostTenant,
      tenants,
      sessions,
      tenantScope: (tenant: TenantRow) => new TenantScope(db, tenant.id),
      accounts: db,
      mailer,
    }),
    authenticate: authenticator(db, tenants, sessions, config.sessionSecret, config.clock),
    afterCustomerOperation: (route: { method: string; tag: string }, context: { tenant: TenantRow; customer: { customerId: number } }) =>
      afterCustomerWrite(signals, app.log, route, context.tenant.id, context.customer.customerId),
  };
  const portal = contracts.find((contract) => contract.prefix === '/api');
  if (portal) scheduleExports(app, { db, config, mailer, tenants, portal, baseContext: services.baseContext });
  // The office API's calls carry an office credential instead of a customer's token.
  const officeServices = { baseContext: services.baseContext, authenticate: officeAuthenticator(db, tenants) };
  for (const contract of contracts) {
    await app.register(
      async (scope) => {
        if (contract.caller === 'office') guardOfficeApi(scope, contract.table, db, config);
        registerContract(scope, contract.table, contract.handlers, contract.caller === 'office' ? officeServices : services);
      },
      { prefix: contract.prefix },
    );
  }

  app.get('/health', async (_request, reply) => {
    // A stopping server sends the balancer elsewhere while it still answers (src/server/shutdown.ts).
    if (app.drain.draining) return reply.code(503).send({ status: 'draining', database: database.engine });
    await db.selectFrom('tenants').select('id').limit(1).execute();
    return { status: 'ok', database: database.engine };
  });

  // Operations: /metrics, /health/live and /health/ready, and the portal's error-report tunnel.
  registerOperations(app, db, config.metricsToken);
  registerTunnel(app, config.sentry, db, config.clock);

  // The stand-in of the outside data-retrieval service the portaal screen frames.
  registerInventory(app, db, config, tenants);

  // Codes and links of mailed messages, for developers and the end-to-end tests; never in production.
  if (!config.production) {
    registerDevOutbox(app, db, config.devOutboxOpen);
    registerDevOffice(app, { db, config, log: app.log }, tenants, config.devOutboxOpen);
    if (config.devClock) registerDevClock(app, config.devClock, config.devOutboxOpen);
  }

  registerManifest(app, tenants, config.baseDomain);
  // The contracts, browsable: for the offices' developers (decision record 044).
  registerReference(app);
  await servePortal(app, config.portalDist);
  return app;
}
