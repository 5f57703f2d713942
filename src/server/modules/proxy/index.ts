// The sign-in proxy: office code lookup, the client's address, login, refresh, logout and the
// street-view picture. Two-factor, throttling and refresh-token families come with the sign-in issue.
import { sql } from 'kysely';
import { RawReply, type BaseContext } from '../../contract/handlers';
import { decoyHash, verifyPassword } from '../../auth/passwords';
import { openSession, revokeSession, rotateSession } from '../../auth/sessions';
import { HttpError, unauthorized } from '../../http-error';
import type { ProxyHandlers } from '../types';
import { streetPicture } from './street-picture';

const unknownOffice = () => new HttpError(404, 'unknown_office', 'Unknown office');

/** The office a sign-in names by sub-domain; it must be the host's office when there is one. */
async function officeOf(context: BaseContext, tenant: string) {
  const office = await context.tenants.byName(tenant);
  if (!office) throw unknownOffice();
  if (context.hostTenant && context.hostTenant.id !== office.id) throw unauthorized('This account belongs to another office');
  return office;
}

export const proxyHandlers: ProxyHandlers = {
  getTenantByCode: async ({ params }, { tenants }) => {
    const office = await tenants.byCode(params.code);
    if (!office) throw unknownOffice();
    return { subdomain: office.name };
  },
  getIpAddress: async ({ request }) => ({ ip_address: request.ip }),
  postLogin: async ({ body }, context) => {
    const office = await officeOf(context, body.tenant);
    const account = await context.accounts
      .selectFrom('customers')
      .select(['id', 'password_hash'])
      .where('tenant_id', '=', office.id)
      .where(sql<string>`lower(username)`, '=', body.username.trim().toLowerCase())
      .executeTakeFirst();
    // An unknown account costs the same hash as a known one, so timing tells nothing.
    const valid = await verifyPassword(body.password, account?.password_hash ?? (await decoyHash()));
    if (!account || !valid) throw unauthorized('Wrong username or password');
    return openSession(context.accounts, context.config, office.id, account.id);
  },
  postRefresh: async ({ body }, context) => {
    const office = await officeOf(context, body.tenant);
    const tokens = await rotateSession(context.accounts, context.config, office.id, body.token);
    if (!tokens) throw unauthorized('The session has ended');
    return tokens;
  },
  postLogout: async (_input, { accounts, sessions, sessionId }) => {
    await revokeSession(accounts, sessionId);
    sessions.forget(sessionId);
    return { success: true };
  },
  getStreetview: async ({ query }) => {
    const [width, height] = (query.size ?? '600x400').split('x').map(Number);
    if (!width || !height || width > 1280 || height > 1280) {
      throw new HttpError(400, 'validation_error', 'size must be WIDTHxHEIGHT, each at most 1280', [
        { field: 'query.size', code: 'field_invalid', message: 'must be WIDTHxHEIGHT, each at most 1280' },
      ]);
    }
    return new RawReply(200, streetPicture(query.location, width, height), {
      'content-type': 'image/png',
      'cache-control': 'public, max-age=86400',
    });
  },
};
