// The sign-in proxy: office code lookup, the client's address, login (with two-factor and
// throttling, see login.ts), refresh with token-family revocation, logout and the street-view picture.
import { RawReply } from '../../contract/handlers';
import { revokeSessions, rotateSession } from '../../auth/sessions';
import { HttpError, unauthorized, unknownOffice } from '../../http-error';
import type { ProxyHandlers } from '../types';
import { login, signInOffice } from './login';
import { mapPicture } from './map-picture';
import { streetPicture } from './street-picture';

export const proxyHandlers: ProxyHandlers = {
  getTenantByCode: async ({ params }, { tenants }) => {
    const office = await tenants.byCode(params.code);
    if (!office) throw unknownOffice();
    return { subdomain: office.name };
  },
  getIpAddress: async ({ request }) => ({ ip_address: request.ip }),
  postLogin: async ({ body, request }, context) => login(body, request.ip, context),
  postRefresh: async ({ body }, context) => {
    const office = await signInOffice(context, body.tenant);
    const tokens = await rotateSession(context.accounts, context.sessions, context.config, office.id, body.token);
    if (!tokens) throw unauthorized('The session has ended');
    return tokens;
  },
  postLogout: async (_input, { accounts, sessions, sessionId }) => {
    await revokeSessions(accounts, sessions, { sessionId });
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
      'cache-control': 'private, max-age=86400',
    });
  },
  getMap: async ({ query }, { config }) => {
    const zoom = query.zoom ?? 16;
    if (config.mapEmbedUrl) {
      const target = config.mapEmbedUrl.replace('{location}', encodeURIComponent(query.location)).replace('{zoom}', String(zoom));
      return new RawReply(302, null, { location: target });
    }
    return new RawReply(200, mapPicture(query.location, zoom), { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=86400' });
  },
};
