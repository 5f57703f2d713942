// Turns a bearer token into the customer's context. The token's office must be the host's office
// (when the host names one), and its session must still be open.
import type { FastifyRequest } from 'fastify';
import type { BaseContext, CustomerContext } from '../contract/handlers';
import { CustomerScope } from '../db/customer-scope';
import type { Db } from '../db/database';
import { TenantScope } from '../db/tenant-scope';
import { unauthorized } from '../http-error';
import type { Tenants } from '../tenants';
import type { OpenSessions } from './open-sessions';
import { readAccessToken } from './tokens';

export function authenticator(db: Db, tenants: Tenants, sessions: OpenSessions, secret: string, clock: () => Date) {
  return async function authenticate(request: FastifyRequest, base: BaseContext, optional: boolean): Promise<CustomerContext | null> {
    const header = request.headers.authorization;
    if (!header) {
      if (optional) return null;
      throw unauthorized();
    }
    const token = /^Bearer (.+)$/i.exec(header)?.[1];
    const claims = token ? readAccessToken(secret, token, clock().getTime()) : null;
    if (!claims) throw unauthorized('Invalid or expired access token');
    if (base.hostTenant && base.hostTenant.id !== claims.tid) throw unauthorized('The token belongs to another office');
    const open = await sessions.isOpen(claims.sid, claims.tid, claims.cid);
    const tenant = open ? await tenants.byId(claims.tid) : null;
    if (!tenant) throw unauthorized('The session has ended');
    return {
      ...base,
      tenant,
      sessionId: claims.sid,
      customer: new CustomerScope(db, claims.tid, claims.cid),
      office: new TenantScope(db, claims.tid),
    };
  };
}
