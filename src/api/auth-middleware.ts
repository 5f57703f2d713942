/**
 * Bearer, refresh and sign-out for API calls (core §4, §8), after openapi-fetch's
 * middleware-auth pattern: every call takes the current access token, refreshed first when it
 * expires within 2 minutes (single-flight in the token store), and a call refused for
 * authentication signs the customer out.
 */
import type { Middleware } from 'openapi-fetch';
import { readErrorBody } from './api-error';
import type { TokenStore } from './token-store';

/**
 * Core §8 counts a 400 as an authentication failure. Our own server answers 400 for a request that
 * broke the contract, and signing a customer out for a typo would lose their work, so a 400 counts
 * only when its code says authentication.
 */
const AUTH_ERROR_CODES = new Set(['login_error_noauth', 'unauthenticated', 'invalid_token', 'token_expired', 'invalid_grant']);

export async function isAuthFailure(response: Response): Promise<boolean> {
  if (response.status === 401) return true;
  if (response.status !== 400) return false;
  const body = await readErrorBody(response);
  return body !== null && AUTH_ERROR_CODES.has(body.code);
}

/**
 * `publicPaths` are schema paths that must never carry a token: the calls that hand tokens out.
 * Every other call carries one when there is a session, also public reads such as the tenant,
 * because on a host without office sub-domain the token names the office. With `judgesSession`
 * false a refusal does not end the session: the advice services answer 401 for a wrong office
 * key too, which says nothing about the customer's token.
 */
export function authMiddleware(store: TokenStore, publicPaths: readonly string[] = [], judgesSession = true): Middleware {
  return {
    async onRequest({ request, schemaPath }) {
      if (publicPaths.includes(schemaPath)) return undefined;
      // A caller that names its own token (revoking a saved account's session) keeps it.
      if (request.headers.has('Authorization')) return undefined;
      const token = await store.freshAccessToken();
      if (!token) return undefined;
      request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
    async onResponse({ request, response }) {
      // Only a refusal of the session's own token says the session is over; a call without it
      // (signed out, a public path, another saved account's token) says nothing about it.
      const current = store.get();
      if (!judgesSession || !current || request.headers.get('Authorization') !== `Bearer ${current.accessToken}`) return undefined;
      if (await isAuthFailure(response)) store.reportAuthFailure();
      return undefined;
    },
  };
}
