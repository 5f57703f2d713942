// The sign-in proxy: office code lookup, the client's address, login (with two-factor and
// throttling, see login.ts), passkey sign-in (passkey-login.ts), refresh with token-family revocation, logout and the street-view picture.
import { RawReply } from '../../contract/handlers';
import { revokeSessions, rotateSession } from '../../auth/sessions';
import { unauthorized, unknownOffice } from '../../http-error';
import type { ProxyHandlers } from '../types';
import { login, signInOffice } from './login';
import { mapPicture } from './map-picture';
import { passkeyLogin, passkeyOptions } from './passkey-login';
import { streetPicture } from './street-picture';

const PRIVATE_DAY = 'private, max-age=86400';

export const proxyHandlers: ProxyHandlers = {
  getTenantByCode: async ({ params }, { tenants }) => {
    const office = await tenants.byCode(params.code);
    if (!office) throw unknownOffice();
    return { subdomain: office.name };
  },
  getIpAddress: async ({ request }) => ({ ip_address: request.ip }),
  postLogin: async ({ body, request }, context) => login(body, request.ip, request.headers['user-agent'], context),
  postPasskeySignInOptions: async ({ body, request }, context) => passkeyOptions(body.tenant, request.ip, context),
  postPasskeyLogin: async ({ body, request }, context) => passkeyLogin(body, request.ip, request.headers['user-agent'], context),
  postRefresh: async ({ body }, context) => {
    const office = await signInOffice(context, body.tenant);
    const tokens = await rotateSession(context.accounts, context.sessions, context.config, office.id, body.token);
    if (!tokens) throw unauthorized('The session has ended');
    return tokens;
  },
  postLogout: async (_input, { accounts, sessions, sessionId, tenant, config }) => {
    await revokeSessions(accounts, sessions, { tenantId: tenant.id, sessionId }, config.clock());
    return { success: true };
  },
  // The pictures are drawn for signed-in customers only (the contract's bearer security, with the
  // host's office the token's) in the contract's fixed sizes, so no stranger has the server draw
  // for them; the address is in the URL, so no shared cache may keep them.
  getStreetview: async ({ query }) => {
    const [width, height] = (query.size ?? '600x400').split('x').map(Number) as [number, number];
    return new RawReply(200, streetPicture(query.location, width, height), { 'content-type': 'image/png', 'cache-control': PRIVATE_DAY });
  },
  getMap: async ({ query }, { config }) => {
    const zoom = query.zoom ?? 16;
    if (config.mapEmbedUrl) {
      const embed_url = config.mapEmbedUrl.replace('{location}', encodeURIComponent(query.location)).replace('{zoom}', String(zoom));
      return new RawReply(200, JSON.stringify({ embed_url }), { 'content-type': 'application/json; charset=utf-8', 'cache-control': PRIVATE_DAY });
    }
    return new RawReply(200, mapPicture(query.location, zoom), { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': PRIVATE_DAY });
  },
};
