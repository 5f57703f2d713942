// The office API's door (issue 37): an `Authorization: Bearer ofk_...` credential, found by the
// hash of its secret, binds the call to its office. Checked when the request arrives, before the
// body is read or validated, so a stranger learns nothing of the contract's rules: a secret no
// office has, or a revoked or expired one, answers 401; a credential of another office than the
// host's 401; past the credential's calls a minute 429; without the operation's scope 403. Every
// call with a known credential, refused ones included, gets an audit entry when it is answered,
// unless its write stored one in its own transaction.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { BaseContext, OfficeCall, OfficeContext } from '../contract/handlers';
import type { RouteTable } from '../contract/route-table';
import type { Db } from '../db/database';
import { OfficeScope } from '../db/office-scope';
import { HttpError, tooManyAttempts } from '../http-error';
import { knownCredential } from '../offices/credentials';
import type { Tenants } from '../tenants';
import { quota, RateLimiter } from './rate-limit';

declare module 'fastify' {
  interface FastifyRequest {
    officeCall: OfficeCall | null;
  }
}

const MINUTE = 60_000;

const invalidCredential = (message: string) => new HttpError(401, 'office_credential_invalid', message);

export function guardOfficeApi(scope: FastifyInstance, table: RouteTable, db: Db, config: Config): void {
  const scopesOf = new Map(table.routes.map((route) => [route.operationId, route.scopes ?? []]));
  const limiter = new RateLimiter(db, config.clock);
  scope.decorateRequest('officeCall', null);

  scope.addHook('onRequest', async (request) => {
    const operationId = (request.routeOptions.config as { operationId?: string } | undefined)?.operationId;
    if (!operationId) return;
    const secret = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const known = secret ? await knownCredential(db, secret, config.clock()) : null;
    if (!known) throw invalidCredential('No valid office credential');
    request.officeCall = {
      credentialId: known.id,
      tenantId: known.tenantId,
      operationId,
      records: [],
      at: config.clock(),
      address: request.ip,
      audited: false,
    };
    if (!known.working) throw invalidCredential('The credential is revoked or expired');
    if (request.hostTenant && request.hostTenant.id !== known.tenantId) throw invalidCredential('The credential belongs to another office');
    const calls = [quota(['office-api', known.id], config.officeRequestsPerMinute, MINUTE)];
    if (!(await limiter.allows(calls))) throw tooManyAttempts();
    await limiter.record(calls);
    const missing = (scopesOf.get(operationId) ?? []).filter((needed) => !known.scopes.includes(needed as never));
    if (missing.length) throw new HttpError(403, 'office_credential_scope', `The credential lacks the scope ${missing.join(', ')}`);
  });

  scope.addHook('onSend', async (request, reply, payload) => {
    const call = request.officeCall;
    if (call && !call.audited) {
      call.audited = true;
      await new OfficeScope(db, call.tenantId).recordCall({ ...call, status: reply.statusCode });
    }
    return payload;
  });
}

/** The office context of a call the guard let through. */
export function officeAuthenticator(db: Db, tenants: Tenants) {
  return async function authenticate(request: FastifyRequest, base: BaseContext): Promise<OfficeContext> {
    const call = request.officeCall;
    const tenant = call ? await tenants.byId(call.tenantId) : null;
    if (!call || !tenant) throw invalidCredential('No valid office credential');
    const office = new OfficeScope(db, call.tenantId);
    office.settingsChanged = () => tenants.forget(call.tenantId);
    return { ...base, tenant, office, call };
  };
}
