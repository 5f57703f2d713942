// One request from the server to an address a stranger chose (a push endpoint; an office's webhook
// later): connected only to a public address (public-address.ts), redirects never followed, and
// given up after a short time, so a slow or hostile peer holds nothing for long.
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { isPublicAddress, PrivateAddressError, publicOnlyLookup } from './public-address';

export interface OutboundRequest {
  url: URL;
  method: 'POST';
  headers: Record<string, string | number>;
  body: Buffer | null;
  timeoutMs: number;
  /** Only for hosts the server's own configuration names outside production (a test's peer). */
  privateAllowed?: boolean;
}

/** The answer's status; a redirect is a status like any other, never followed. Rejects on failure or timeout. */
export function sendOutbound(outbound: OutboundRequest): Promise<number> {
  // A literal address is connected to without any lookup, so it is checked here.
  const literal = outbound.url.hostname.replace(/^\[|\]$/g, '');
  if (!outbound.privateAllowed && isIP(literal) && !isPublicAddress(literal))
    return Promise.reject(new PrivateAddressError('the address is not on the public internet'));
  const send = outbound.url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(
      outbound.url,
      {
        method: outbound.method,
        headers: outbound.headers,
        timeout: outbound.timeoutMs,
        signal: AbortSignal.timeout(outbound.timeoutMs),
        ...(outbound.privateAllowed ? {} : { lookup: publicOnlyLookup }),
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', reject);
    request.end(outbound.body ?? undefined);
  });
}
