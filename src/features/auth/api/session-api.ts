// The sign-in proxy's calls and the customer a fresh token belongs to (core §4): sign-in, two-factor
// code, refresh, logout, and the office of a typed code.
import type { components } from '../../../../generated/portal';
import { proxyClient, portalClient } from '../../../api/client';
import { tokensFromAnswer, type AccessTokens, type RefreshOutcome } from '../../../api/token-store';
import type { Credentials, LoginAnswer, CodeRequest, SignInTokens } from '../login.machine';

/** POST /proxy/auth/login. Refusals are answers for the login machine to read, not exceptions. */
export async function login(credentials: Credentials): Promise<LoginAnswer> {
  const { data, error, response } = await proxyClient.POST('/auth/login', { body: { ...credentials, scope: 'customer' } });
  if (data) return { kind: 'success', tokens: data };
  return { kind: 'failure', failure: { status: response.status, body: error } };
}

/** POST /customer/auth/two_factor_code/email; `tenant` only where the host names no office, `ticket` from the sign-in's answer. */
export async function requestTwoFactorCode({ username, tenant, ticket }: CodeRequest): Promise<void> {
  const { error } = await portalClient.POST('/customer/auth/two_factor_code/email', {
    body: { username, scope: 'customer', ...(tenant ? { tenant } : {}), ...(ticket ? { ticket } : {}) },
  });
  if (error) throw new Error(`two-factor code mail refused: ${error.error.code}`);
}

/** Core §8: a code the proxy cannot resolve reads 'could not transform tenantcode'. */
export class TenantCodeError extends Error {
  constructor(code: string) {
    super(`could not transform tenantcode ${code}`);
  }
}

/** The office sub-domain of a typed advisor/office code (GET /proxy/tenant/code/{code}). */
export async function resolveTenantCode(code: string): Promise<string> {
  const { data } = await proxyClient.GET('/tenant/code/{code}', { params: { path: { code } } });
  if (!data) throw new TenantCodeError(code);
  return data.subdomain;
}

/**
 * POST /proxy/auth/refresh. 400/401 mean the refresh token is gone for good; no answer or a 5xx
 * may pass, so the session is kept for a later try.
 */
export async function refreshTokens(tokens: AccessTokens): Promise<RefreshOutcome> {
  try {
    const { data, response } = await proxyClient.POST('/auth/refresh', { body: { tenant: tokens.tenant, token: tokens.refreshToken } });
    if (data) return { kind: 'refreshed', tokens: tokensFromAnswer(data, tokens.tenant) };
    return response.status >= 500 || response.status === 429 ? { kind: 'unavailable' } : { kind: 'rejected' };
  } catch {
    return { kind: 'unavailable' };
  }
}

/**
 * POST /proxy/auth/logout: the server revokes the session of the token sent, the current one, or
 * `accessToken` of a saved account being removed from this device.
 */
export async function logout(signal: AbortSignal, accessToken?: string): Promise<void> {
  await proxyClient.POST('/auth/logout', { signal, ...(accessToken ? { headers: { Authorization: `Bearer ${accessToken}` } } : {}) });
}

export type AccountCustomer = Pick<components['schemas']['Customer'], 'id' | 'full_name' | 'username' | 'avatar'>;

/** GET /customer/customer with the avatar: who a fresh token belongs to, for the saved accounts. */
export async function getAccountCustomer(): Promise<AccountCustomer> {
  const { data, response } = await portalClient.GET('/customer/customer', { params: { query: { include: 'avatar' } } });
  if (!data) throw new Error(`customer not loaded: ${response.status}`);
  return { id: data.id, full_name: data.full_name, username: data.username, avatar: data.avatar ?? null };
}

/**
 * A passkey sign-in (issue 39): the options from the proxy, the browser's passkey prompt, the
 * answer back. Null when the customer cancels the prompt or the server refuses the answer. The
 * WebAuthn helper loads only when a customer asks for it.
 */
export async function passkeySignIn(tenant: string): Promise<SignInTokens | null> {
  const options = await proxyClient.POST('/auth/passkey/options', { body: { tenant } });
  if (!options.data) return null;
  const { startAuthentication } = await import('@simplewebauthn/browser');
  // The customer closing the browser's prompt rejects; that is a "no", not a failure.
  const credential = await startAuthentication({ optionsJSON: options.data }).catch(() => null);
  if (!credential) return null;
  const { data } = await proxyClient.POST('/auth/passkey/login', { body: { tenant, credential } });
  return data ?? null;
}
