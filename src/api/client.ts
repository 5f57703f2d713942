/**
 * One typed client per contract document (openapi/*.yaml). Paths, parameters and
 * answers come from `generated/`, so a call that drifts from the contract fails to
 * compile. Bearer, refresh and 401 middleware attach here when sign-in arrives.
 */
import createClient from 'openapi-fetch';
import type { paths as AdvicePaths } from '../../generated/advice';
import type { paths as PortalPaths } from '../../generated/portal';
import type { paths as ProxyPaths } from '../../generated/proxy';

/** The tenant API. The server picks the office from the Host header, so calls stay relative. */
export const portalClient = createClient<PortalPaths>({ baseUrl: '/api' });

/** The sign-in proxy: tenant code lookup, login, refresh, street view. */
export const proxyClient = createClient<ProxyPaths>({ baseUrl: '/proxy' });

/** The scenario and refinance services and the lender logo. */
export const adviceClient = createClient<AdvicePaths>({ baseUrl: '/advice' });
