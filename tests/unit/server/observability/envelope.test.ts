// Sentry envelopes as the tunnel reads and writes them: items with and without a length.
import { describe, expect, it } from 'vitest';
import { EnvelopeError, parseEnvelope, serializeEnvelope } from '../../../../src/server/observability/envelope';
import { envelopeEndpoint } from '../../../../src/server/observability/tunnel';

describe('envelopes', () => {
  it('reads items with a length (binary) and without one (up to the newline), and writes them back', () => {
    const binary = Buffer.from([0x00, 0x0a, 0xff, 0x41]);
    const body = Buffer.concat([
      Buffer.from('{"dsn":"https://k@o.example/1"}\n{"type":"event"}\n{"message":"één"}\n'),
      Buffer.from(`{"type":"attachment","length":${binary.length}}\n`),
      binary,
      Buffer.from('\n{"type":"client_report"}\n{"discarded_events":[]}'),
    ]);
    const envelope = parseEnvelope(body);
    expect(envelope.header).toEqual({ dsn: 'https://k@o.example/1' });
    expect(envelope.items.map((item) => item.header.type)).toEqual(['event', 'attachment', 'client_report']);
    expect(JSON.parse(envelope.items[0]!.payload.toString('utf8'))).toEqual({ message: 'één' });
    expect(envelope.items[1]!.payload).toEqual(binary);
    const again = parseEnvelope(serializeEnvelope(envelope));
    expect(again.header).toEqual(envelope.header);
    expect(again.items.map((item) => item.payload)).toEqual(envelope.items.map((item) => item.payload));
    expect(again.items.map((item) => item.header.length)).toEqual([19, 4, 23]);
  });

  it('refuses a header that is not JSON and an item shorter than its length', () => {
    expect(() => parseEnvelope(Buffer.from('not json'))).toThrow(EnvelopeError);
    expect(() => parseEnvelope(Buffer.from('{}\n{"type":"attachment","length":99}\nshort'))).toThrow(EnvelopeError);
  });

  it('finds the service endpoint of a DSN, with or without a path before the project', () => {
    expect(envelopeEndpoint('https://key@o1.ingest.example.io/42')).toBe('https://o1.ingest.example.io/api/42/envelope/');
    expect(envelopeEndpoint('http://key@glitchtip.local:8000/errors/7')).toBe('http://glitchtip.local:8000/errors/api/7/envelope/');
  });
});
