// The data-retrieval (inventory) service as the portal frames it. With INVENTORY_URL set the frame
// address redirects to that outside service; without it (the default, offline) this server plays
// the service: a page that, after the customer confirms, records retrieved mortgage, income and pension
// data for the token's person and tells the portal it is done. Not part of the contract: in the
// real world this is someone else's service.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { throttledLookup } from '../auth/throttled-lookup';
import type { Config } from '../config';
import { CustomerScope } from '../db/customer-scope';
import type { Db } from '../db/database';
import { sendError } from '../errors';
import type { Tenants } from '../tenants';
import { officeFromHost } from '../../lib/tenant-host';
import { inventoryLanguage, inventoryPage, inventoryScript } from './page';
import { recordRetrieval } from './retrieved-data';
import { inspectToken, redeemToken, type TokenGrant, type TokenState } from './tokens';

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

async function personName(db: Db, grant: TokenGrant): Promise<string | null> {
  const { profile, family } = await new CustomerScope(db, grant.tenantId, grant.customerId).profile();
  const holder = (grant.person === 'partner' ? (family as { partner?: Record<string, unknown> | null }).partner : profile) as
    Record<string, unknown> | null | undefined;
  return typeof holder?.full_name === 'string' ? holder.full_name : null;
}

export function registerInventory(app: FastifyInstance, db: Db, config: Config, tenants: Tenants) {
  // Tokens belong to one office: the host's office is the only one a token is looked up in.
  const officeId = async (request: FastifyRequest) => {
    const name = officeFromHost(request.headers.host ?? '', config.baseDomain);
    return name ? ((await tenants.byName(name))?.id ?? null) : null;
  };
  const tokenOf = (value: unknown) => (typeof value === 'string' && TOKEN.test(value) ? value : null);
  // A token is guessed only by trying: an unknown one counts against the caller's address.
  const guarded = async (request: FastifyRequest, lookup: () => Promise<TokenState>): Promise<TokenState> =>
    (await throttledLookup(db, config.clock, request.ip, async () => {
      const state = await lookup();
      return state.kind === 'unknown' ? undefined : state;
    })) ?? { kind: 'unknown' };

  app.get('/inventory/frame', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const token = tokenOf(query.token);
    const language = inventoryLanguage(query.lang);
    if (config.inventoryUrl && token) return reply.redirect(config.inventoryUrl.replace('{token}', encodeURIComponent(token)));
    const tenantId = await officeId(request);
    const state = token && tenantId ? await guarded(request, () => inspectToken(db, tenantId, token)) : { kind: 'unknown' as const };
    const name = state.kind === 'valid' ? await personName(db, state.grant) : null;
    return reply
      .code(state.kind === 'valid' ? 200 : state.kind === 'used' ? 409 : 404)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(inventoryPage(language, name, state.kind === 'valid' ? 'valid' : state.kind === 'used' ? 'used' : 'unknown'));
  });

  app.get('/inventory/inventory.js', async (_request, reply) => reply.header('content-type', 'text/javascript; charset=utf-8').send(inventoryScript));

  app.post('/inventory/complete', async (request, reply) => {
    const token = tokenOf((request.body as Record<string, unknown> | null)?.token);
    if (!token)
      return sendError(reply, 400, 'validation_error', 'token is required', [{ field: 'body.token', code: 'field_required', message: 'is required' }]);
    const tenantId = await officeId(request);
    if (!tenantId) return sendError(reply, 404, 'assessment_token_invalid', 'Unknown or expired token');
    const state = await guarded(request, () => redeemToken(db, tenantId, token));
    if (state.kind === 'used') return sendError(reply, 409, 'assessment_token_used', 'This token has been used already');
    if (state.kind !== 'valid') return sendError(reply, 404, 'assessment_token_invalid', 'Unknown or expired token');
    await recordRetrieval(new CustomerScope(db, state.grant.tenantId, state.grant.customerId), state.grant.person, config.clock());
    return { success: true };
  });
}
