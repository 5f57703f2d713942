// The portal's error reports reach the reporting service through this server (Sentry's `tunnel`
// option), so the portal's policy keeps `connect-src 'self'`. The tunnel forwards only envelopes
// for the configured DSN, only the kinds of item the portal sends (errors, sessions, client
// reports), and scrubs every error again: a browser is not trusted to have done it.
import type { FastifyInstance } from 'fastify';
import { scrubEvent } from '../../lib/scrub-report';
import type { Config } from '../config';
import { sendError } from '../errors';
import { EnvelopeError, parseEnvelope, serializeEnvelope, type Envelope, type EnvelopeItem } from './envelope';

export const TUNNEL_PATH = '/errors/tunnel';
const MAX_ENVELOPE_BYTES = 512 * 1024;

type Sentry = NonNullable<Config['sentry']>;

/** The same project: scheme, host, public key and project path (a DSN's secret part is long gone). */
function sameDsn(given: unknown, configured: string): boolean {
  if (typeof given !== 'string') return false;
  try {
    const [a, b] = [new URL(given), new URL(configured)];
    return a.protocol === b.protocol && a.host === b.host && a.username === b.username && a.pathname === b.pathname;
  } catch {
    return false;
  }
}

/** Where the service takes envelopes: `<scheme>://<host>[/<path>]/api/<project>/envelope/`. */
export function envelopeEndpoint(dsn: string): string {
  const url = new URL(dsn);
  const path = url.pathname.split('/').filter(Boolean);
  const project = path.pop();
  return `${url.protocol}//${url.host}${path.length ? `/${path.join('/')}` : ''}/api/${project}/envelope/`;
}

function scrubItem(item: EnvelopeItem): EnvelopeItem | null {
  const type = item.header.type;
  if (type === 'client_report') return item;
  if (type !== 'event' && type !== 'session' && type !== 'sessions') return null;
  const payload = JSON.parse(item.payload.toString('utf8')) as Record<string, unknown>;
  // A session names its device (`did`) and may carry the address in `attrs`; neither may leave.
  const cleaned = type === 'event' ? scrubEvent(payload) : { ...payload, did: undefined, attrs: { ...(payload.attrs as object), ip_address: undefined } };
  return { header: item.header, payload: Buffer.from(JSON.stringify(cleaned)) };
}

export function scrubEnvelope(envelope: Envelope): Envelope {
  // The header's trace context can name a page address; only what routes the envelope stays.
  const { dsn, event_id, sent_at, sdk } = envelope.header;
  const header = { dsn, event_id, sent_at, sdk };
  return { header, items: envelope.items.map(scrubItem).filter((item): item is EnvelopeItem => item !== null) };
}

export function registerTunnel(app: FastifyInstance, sentry: Sentry | null) {
  // Off without a DSN: the portal then loads no reporting either (see /errors/config).
  app.get('/errors/config', async (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .send(sentry ? { dsn: sentry.dsn, release: sentry.release, environment: sentry.environment, tunnel: TUNNEL_PATH } : {}),
  );
  if (!sentry) return;
  const endpoint = envelopeEndpoint(sentry.dsn);
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_ENVELOPE_BYTES }, (_request, body, done) => done(null, body));
    scope.post(TUNNEL_PATH, async (request, reply) => {
      let envelope: Envelope;
      try {
        envelope = scrubEnvelope(parseEnvelope(request.body as Buffer));
      } catch (error) {
        if (error instanceof EnvelopeError || error instanceof SyntaxError) return sendError(reply, 400, 'envelope_invalid', 'Not a valid envelope');
        throw error;
      }
      if (!sameDsn(envelope.header.dsn, sentry.dsn)) return sendError(reply, 403, 'envelope_foreign', 'The envelope is for another project');
      if (envelope.items.length === 0) return reply.code(200).send({});
      // An unreachable service is not an error of this server (and reporting it would go the same way).
      const forwarded = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-sentry-envelope' },
        body: new Uint8Array(serializeEnvelope(envelope)),
        signal: AbortSignal.timeout(10_000),
      }).then(
        (answer) => answer.ok,
        () => false,
      );
      return reply.code(forwarded ? 200 : 502).send({});
    });
  });
}
