/**
 * Core §8: an API error is reported with its url, method and bodies. A 4xx is the customer's (the
 * server counts it); a 5xx is reported, with the contract's path for grouping, the answer's error
 * body, and no headers: the request's only header of note is the token.
 */
import type { Middleware } from 'openapi-fetch';
import { reportFailure } from '../lib/error-sink';

export const failureMiddleware: Middleware = {
  async onResponse({ request, response, schemaPath }) {
    if (response.status < 500) return undefined;
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => null);
    reportFailure({ kind: 'api', method: request.method, path: schemaPath, url: request.url, status: response.status, body });
    return undefined;
  },
};
