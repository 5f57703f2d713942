// Where the export worker runs: in each server process, right after a customer asks for an archive
// and every EXPORT_POLL_MS for requests a stopped instance left (a lease that ran out). Tests call
// `app.dataExports.runDue()` and wait for it instead of for time.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { BaseContext, CustomerContext } from '../contract/handlers';
import type { RegisteredHandlers } from '../contract/register';
import type { RouteTable } from '../contract/route-table';
import { CustomerScope } from '../db/customer-scope';
import type { Db } from '../db/database';
import { TenantScope } from '../db/tenant-scope';
import type { Mailer } from '../mail/types';
import { repeatWhileRunning } from '../repeat';
import type { Tenants } from '../tenants';
import { ExportWorker } from './worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** Builds the customers' data archives (export/worker.ts). */
    dataExports: ExportWorker;
  }
}

const EXPORT_POLL_MS = 60_000;

export interface ExportServices {
  db: Db;
  config: Config;
  mailer: Mailer;
  tenants: Tenants;
  portal: { table: RouteTable; handlers: RegisteredHandlers };
  baseContext(request: FastifyRequest): BaseContext;
}

export function scheduleExports(app: FastifyInstance, services: ExportServices): void {
  const { db, tenants } = services;
  const contextOf = async (tenantId: number, customerId: number): Promise<CustomerContext | null> => {
    const tenant = await tenants.byId(tenantId);
    if (!tenant) return null;
    // The worker acts for the customer outside any request: the office's own host, no session.
    const base = services.baseContext({ log: app.log, hostTenant: tenant } as FastifyRequest);
    return { ...base, tenant, sessionId: '', customer: new CustomerScope(db, tenantId, customerId), office: new TenantScope(db, tenantId) };
  };
  app.decorate('dataExports', new ExportWorker({ ...services, log: app.log, contextOf }));
  const run = () =>
    app.dataExports.runDue().then(
      () => undefined,
      (error: unknown) => app.log.warn({ reason: error instanceof Error ? error.name : 'unknown' }, 'a data archive round failed'),
    );
  repeatWhileRunning(app, EXPORT_POLL_MS, run);
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'POST' && reply.statusCode === 202 && request.url.startsWith('/api/customer/data_export')) void run();
  });
}
