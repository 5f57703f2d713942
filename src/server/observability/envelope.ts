// Sentry's envelope format (https://develop.sentry.dev/sdk/data-model/envelopes/): a JSON header
// line, then items, each a JSON header line and a payload, of `length` bytes when the header says
// so and up to the next newline otherwise.

export type Json = Record<string, unknown>;

export interface EnvelopeItem {
  header: Json;
  payload: Buffer;
}

export interface Envelope {
  header: Json;
  items: EnvelopeItem[];
}

export class EnvelopeError extends Error {}

/** The portal's SDK sends one event or session and perhaps a client report; more is not its doing. */
export const MAX_ITEMS = 10;

const NEWLINE = 0x0a;

function parseJson(bytes: Buffer): Json {
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new EnvelopeError('an envelope header is not JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new EnvelopeError('an envelope header is not an object');
  return value as Json;
}

export function parseEnvelope(body: Buffer): Envelope {
  let at = 0;
  const line = (): Buffer => {
    const end = body.indexOf(NEWLINE, at);
    const bytes = body.subarray(at, end < 0 ? body.length : end);
    at = end < 0 ? body.length : end + 1;
    return bytes;
  };
  const header = parseJson(line());
  const items: EnvelopeItem[] = [];
  while (at < body.length) {
    const headerLine = line();
    if (headerLine.length === 0) continue;
    const itemHeader = parseJson(headerLine);
    if (typeof itemHeader.type !== 'string') throw new EnvelopeError('an item has no type');
    if (items.length === MAX_ITEMS) throw new EnvelopeError('too many items');
    const length = itemHeader.length;
    let payload: Buffer;
    if (typeof length === 'number') {
      if (!Number.isInteger(length) || length < 0 || at + length > body.length) throw new EnvelopeError('an item is shorter than its length');
      payload = body.subarray(at, at + length);
      at += length;
      if (body[at] === NEWLINE) at += 1;
    } else {
      payload = line();
    }
    items.push({ header: itemHeader, payload });
  }
  return { header, items };
}

export function serializeEnvelope(envelope: Envelope): Buffer {
  const parts: Buffer[] = [Buffer.from(`${JSON.stringify(envelope.header)}\n`)];
  for (const item of envelope.items) {
    parts.push(Buffer.from(`${JSON.stringify({ ...item.header, length: item.payload.length })}\n`), item.payload, Buffer.from('\n'));
  }
  return Buffer.concat(parts);
}
