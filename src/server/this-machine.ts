// One rule for "this machine itself", for the development endpoints (/dev/outbox, /dev/office-item)
// and /metrics: a loopback connection that no proxy forwarded. A reverse proxy on the same host
// connects over loopback too, for whoever is behind it, and says so in one of these headers; a
// request that carries any of them is treated as a stranger's, whatever the proxy claims.
import type { FastifyRequest } from 'fastify';

const FORWARDING_HEADERS = new Set([
  'forwarded',
  'via',
  'x-real-ip',
  'x-client-ip',
  'x-cluster-client-ip',
  'x-original-forwarded-for',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'client-ip',
]);

/** The connection's own address (never a forwarded one) is this machine's. */
export const isLoopback = (address: string | undefined) => !!address && /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/.test(address);

const isForwardingHeader = (name: string) => FORWARDING_HEADERS.has(name) || name.startsWith('x-forwarded-');

/** A loopback connection carrying no forwarding header (Forwarded, X-Forwarded-*, X-Real-IP, ...). */
export function fromThisMachine(request: FastifyRequest): boolean {
  return isLoopback(request.socket.remoteAddress) && !Object.keys(request.headers).some((name) => isForwardingHeader(name.toLowerCase()));
}
