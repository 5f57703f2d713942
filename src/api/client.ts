/**
 * One typed client per contract document (openapi/*.yaml). Paths, parameters and
 * answers come from `generated/`, so a call that drifts from the contract fails to
 * compile. The tenant API, the proxy's logout and the advice services' leads carry the session's
 * bearer token (auth-middleware.ts).
 */
import createClient from 'openapi-fetch';
import type { paths as AdvicePaths } from '../../generated/advice';
import type { paths as PortalPaths } from '../../generated/portal';
import type { paths as ProxyPaths } from '../../generated/proxy';
import { authMiddleware } from './auth-middleware';
import { failureMiddleware } from './failure-middleware';
import { reachabilityMiddleware } from './reachability';
import { tokenStore } from './token-store';

/** The tenant API. The server picks the office from the Host header, so calls stay relative. */
export const portalClient = createClient<PortalPaths>({ baseUrl: '/api' });

/** The sign-in proxy: tenant code lookup, login, refresh, street view. */
export const proxyClient = createClient<ProxyPaths>({ baseUrl: '/proxy' });

/** The scenario and refinance services and the lender logo. */
export const adviceClient = createClient<AdvicePaths>({ baseUrl: '/advice' });

// The calls that hand tokens out never carry one: a refresh must not wait for a refresh.
const PROXY_TOKEN_CALLS: readonly (keyof ProxyPaths)[] = ['/auth/login', '/auth/refresh', '/tenant/code/{code}'];
// Scenarios and refinance carry the token so that a lead lands in the signed-in customer's own
// record (without it the server passes it to the office only); the others do not read one.
const ADVICE_PUBLIC_CALLS: readonly (keyof AdvicePaths)[] = ['/maximum_mortgage', '/lender/{code}/image'];

portalClient.use(authMiddleware(tokenStore));
proxyClient.use(authMiddleware(tokenStore, PROXY_TOKEN_CALLS));
adviceClient.use(authMiddleware(tokenStore, ADVICE_PUBLIC_CALLS, false));
for (const client of [portalClient, proxyClient, adviceClient]) client.use(failureMiddleware, reachabilityMiddleware);
