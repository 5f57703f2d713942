// The portal's error reports reach the reporting service through this server (Sentry's `tunnel`
// option), so the portal's policy keeps `connect-src 'self'`. Anyone can post here, so the tunnel
// takes at most MAX_ENVELOPE_BYTES, counts envelopes per client address (429 past the limit),
// answers 400 to anything that is not an envelope of JSON objects, forwards only envelopes for the
// configured DSN and only the kinds of item the portal sends (errors, sessions, client reports),
// and runs the one report scrubber over every item: a browser is not trusted to have done it.
import type { FastifyInstance } from 'fastify';
import { scrubEvent } from '../../lib/scrub-report';
import { quota, RateLimiter } from '../auth/rate-limit';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { sendError } from '../errors';
import { throttled } from './metrics';
import { EnvelopeError, parseEnvelope, serializeEnvelope, type Envelope, type EnvelopeItem } from './envelope';

export const TUNNEL_PATH = '/errors/tunnel';
/**
 * The largest envelope taken: a browser's error with its stack and 100 breadcrumbs is a few tens
 * of KB; scrubbing this much of the worst text stays well inside the 50 ms the tunnel may take.
 */
export const MAX_ENVELOPE_BYTES = 128 * 1024;
/** The kinds of item the portal's SDK sends; attachments, replays and the rest never leave. */
const FORWARDED_TYPES = new Set(['event', 'session', 'sessions', 'client_report']);
/** A page reports an error or two and a session per visit; a flood from one address is not a visitor. */
const REPORTS_PER_ADDRESS = 30;
const REPORT_WINDOW_MS = 10 * 60_000;
const RETRY_AFTER_S = 60;

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

/** The payload of an item the tunnel forwards: one JSON object, or the envelope is malformed. */
function payloadOf(item: EnvelopeItem): Record<string, unknown> {
  let payload: unknown;
  try {
    payload = JSON.parse(item.payload.toString('utf8'));
  } catch {
    throw new EnvelopeError('an item is not JSON');
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) throw new EnvelopeError('an item is not an object');
  return payload as Record<string, unknown>;
}

function scrubItem(item: EnvelopeItem, sentry: Sentry): EnvelopeItem | null {
  const type = item.header.type as string;
  if (!FORWARDED_TYPES.has(type)) return null;
  const scrubbed = scrubEvent(payloadOf(item));
  // The portal's release is this server's (it reads /errors/config): no browser names its own.
  const version = { release: sentry.release, environment: sentry.environment };
  const payload =
    type === 'event' ? { ...scrubbed, ...version } : type === 'session' ? { ...scrubbed, attrs: { ...(scrubbed.attrs as object), ...version } } : scrubbed;
  // The item's header says only what it is: the length is counted again, a filename never leaves.
  return { header: { type }, payload: Buffer.from(JSON.stringify(payload)) };
}

/** The envelope for the configured project, every item scrubbed by the one report scrubber. */
export function scrubEnvelope(envelope: Envelope, sentry: Sentry): Envelope {
  // The header's trace context can name a page address; only what routes the envelope stays.
  const { dsn, event_id, sent_at, sdk } = envelope.header;
  const header = { dsn, ...scrubEvent({ event_id, sent_at, sdk }) };
  return { header, items: envelope.items.map((item) => scrubItem(item, sentry)).filter((item): item is EnvelopeItem => item !== null) };
}

export function registerTunnel(app: FastifyInstance, sentry: Sentry | null, db: Db, clock: () => Date) {
  // Off without a DSN: the portal then loads no reporting either (see /errors/config).
  app.get('/errors/config', async (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .send(sentry ? { dsn: sentry.dsn, release: sentry.release, environment: sentry.environment, tunnel: TUNNEL_PATH } : {}),
  );
  if (!sentry) return;
  const endpoint = envelopeEndpoint(sentry.dsn);
  const limiter = new RateLimiter(db, clock);
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_ENVELOPE_BYTES }, (_request, body, done) => done(null, body));
    scope.post(TUNNEL_PATH, { bodyLimit: MAX_ENVELOPE_BYTES }, async (request, reply) => {
      // Every envelope counts, a malformed one too: refusing is cheaper than reading.
      const perAddress = [quota(['report', request.ip], REPORTS_PER_ADDRESS, REPORT_WINDOW_MS)];
      if (!(await limiter.allows(perAddress))) {
        throttled.inc({ kind: 'report' });
        // The SDKs stop sending for Retry-After seconds.
        return sendError(
          reply.header('retry-after', String(RETRY_AFTER_S)),
          429,
          'too_many_reports',
          'Too many error reports from this address; try again later',
        );
      }
      await limiter.record(perAddress);
      let envelope: Envelope;
      try {
        envelope = scrubEnvelope(parseEnvelope(request.body as Buffer), sentry);
      } catch (error) {
        if (error instanceof EnvelopeError) return sendError(reply, 400, 'envelope_invalid', 'Not a valid envelope');
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
