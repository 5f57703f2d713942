// A stand-in error-reporting service: a real HTTP server taking Sentry envelopes at
// /api/<project>/envelope/, as Sentry and GlitchTip do, parsed here on its own (not with the
// server's parser) so a test reads what really arrived.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

export interface ReceivedItem {
  header: Record<string, unknown>;
  payload: Record<string, unknown> | string;
}

export interface ReceivedEnvelope {
  path: string;
  /** The whole body as text, to search for anything that must not be there. */
  raw: string;
  header: Record<string, unknown>;
  items: ReceivedItem[];
}

export interface EnvelopeReceiver {
  dsn: string;
  envelopes: ReceivedEnvelope[];
  close(): Promise<void>;
}

function parse(body: Buffer): Omit<ReceivedEnvelope, 'path'> {
  const raw = body.toString('utf8');
  const lines = raw.split('\n');
  const header = JSON.parse(lines[0]!) as Record<string, unknown>;
  const items: ReceivedItem[] = [];
  let rest = raw.slice(lines[0]!.length + 1);
  while (rest.trim()) {
    const end = rest.indexOf('\n');
    const itemHeader = JSON.parse(rest.slice(0, end)) as Record<string, unknown>;
    rest = rest.slice(end + 1);
    const length = typeof itemHeader.length === 'number' ? Buffer.from(rest).subarray(0, itemHeader.length).toString('utf8').length : rest.indexOf('\n');
    const text = length < 0 ? rest : rest.slice(0, length);
    rest = rest.slice(text.length + 1);
    let payload: ReceivedItem['payload'] = text;
    try {
      payload = JSON.parse(text) as Record<string, unknown>;
    } catch {
      // An attachment or other non-JSON payload stays text.
    }
    items.push({ header: itemHeader, payload });
  }
  return { raw, header, items };
}

export async function startEnvelopeReceiver(project = 42): Promise<EnvelopeReceiver> {
  const envelopes: ReceivedEnvelope[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let body = Buffer.concat(chunks);
      if (request.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
      envelopes.push({ path: request.url ?? '', ...parse(body) });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://0123456789abcdef0123456789abcdef@127.0.0.1:${port}/${project}`,
    envelopes,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
