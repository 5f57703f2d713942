// The Fastify application: the three contracts under /api, /proxy and /advice, a health check,
// and the built portal on the same port.
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { authenticator } from './auth/authenticate';
import { OpenSessions } from './auth/open-sessions';
import { schedulePurge } from './auth/purge';
import type { Config } from './config';
import type { BaseContext } from './contract/handlers';
import { registerContract } from './contract/register';
import type { DatabaseHandle } from './db/database';
import { TenantScope } from './db/tenant-scope';
import { errorHandler, frameworkError, sendError } from './errors';
import { loggerOptions } from './logging';
import { createMailer } from './mail/mailer';
import { registerInventory } from './inventory/routes';
import { registerDevOutbox } from './mail/outbox';
import { contracts } from './modules';
import { servePortal } from './portal';
import { registerSecurityHeaders } from './security-headers';
import { registerCompression } from './static-assets';
import { Tenants, type TenantRow } from './tenants';
import { officeFromHost } from '../lib/tenant-host';

declare module 'fastify' {
  interface FastifyRequest {
    hostTenant: TenantRow | null;
  }
}

/**
 * The ceiling of any multipart file; each upload operation states its own, lower or equal, limits
 * in the contract (x-max-file-bytes, x-max-request-bytes), which contract/multipart.ts enforces.
 */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

const apiPrefixes = ['/api/', '/proxy/', '/advice/'];

export interface AppOptions {
  /** Where the log goes instead of stdout (tests read it to prove no secret is logged). */
  logStream?: NodeJS.WritableStream;
}

export async function buildApp(config: Config, database: DatabaseHandle, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    // The specification writes some paths with a trailing slash and some without.
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 12 * 1024 * 1024,
    trustProxy: config.trustProxy,
    frameworkErrors: frameworkError,
  });
  const { db } = database;
  const tenants = new Tenants(db);
  const sessions = new OpenSessions(db);
  const mailer = createMailer(config, db, app.log);
  app.addHook('onClose', async () => mailer.close());
  schedulePurge(app, db);

  app.decorateRequest('hostTenant', null);
  app.setErrorHandler(errorHandler);
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
    authenticate: authenticator(db, tenants, sessions, config.sessionSecret),
  };
  for (const contract of contracts) {
    await app.register(async (scope) => registerContract(scope, contract.table, contract.handlers, services), {
      prefix: `/${contract.table.api === 'portal' ? 'api' : contract.table.api}`,
    });
  }

  app.get('/health', async () => {
    await db.selectFrom('tenants').select('id').limit(1).execute();
    return { status: 'ok', database: database.engine };
  });

  // The stand-in of the outside data-retrieval service the portaal screen frames.
  registerInventory(app, db, config, tenants);

  // Codes and links of mailed messages, for developers and the end-to-end tests; never in production.
  if (!config.production) registerDevOutbox(app, db, config.devOutboxOpen);

  await servePortal(app, config.portalDist);
  return app;
}
