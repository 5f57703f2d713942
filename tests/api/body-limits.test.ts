// Each operation reads at most the body its contract allows (x-max-request-bytes, else 64 KB for a
// signed-in customer and 8 KB for anyone), and refuses a larger one with 413 before parsing it:
// six parallel 11 MB bodies of nested arrays to the sign-in once froze the server (issue 38).
// Runs on PGlite only (decision 055): the limits act before any handler reaches the database.
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { defaultBodyLimits } from '../../src/server/contract/route-table';
import { implemented, reportNotImplemented, urlOf, type Operation } from './contract-operations';
import { useTestServer } from './helper';
import { useCallers } from './office-callers';

const server = useTestServer();
const callers = useCallers(server);
reportNotImplemented('body limits');
const MB = 1024 * 1024;

/** A JSON body of nested arrays made only as the server reads it, counting what it read. */
function nestedArrays(bytes: number) {
  const piece = Buffer.alloc(64 * 1024, '[');
  let pulled = 0;
  function* chunks() {
    for (let left = bytes; left > 0; left -= piece.length) {
      const next = piece.subarray(0, Math.min(piece.length, left));
      pulled += next.length;
      yield next;
    }
  }
  return { stream: Readable.from(chunks(), { objectMode: false }), pulled: () => pulled };
}

const jsonOperations = implemented.filter((operation) => operation.route.requestTypes.includes('application/json'));
const byId = (id: string) => implemented.find((operation) => operation.route.operationId === id)!;

async function send(operation: Operation, body: Readable, headers: Record<string, string> = {}) {
  return server.app.inject({
    method: operation.route.method as 'POST',
    url: urlOf(operation, () => 1),
    headers: {
      host: 'vandijk.localhost',
      'content-type': 'application/json',
      ...(operation.route.auth === 'none' ? {} : { authorization: `Bearer ${callers.tokenFor(operation)}` }),
      ...headers,
    },
    payload: body,
  });
}

describe('the body limit of each operation', () => {
  it('is small by default, smallest for strangers, and stated in the contract where more is needed', () => {
    expect(byId('postLogin').route.bodyLimit).toBe(defaultBodyLimits.anonymous);
    expect(byId('postRecoverPassword').route.bodyLimit).toBe(defaultBodyLimits.anonymous);
    expect(byId('postNote').route.bodyLimit).toBe(defaultBodyLimits.signedIn);
    expect(byId('getMortgages').route.bodyLimit).toBe(defaultBodyLimits.none);
    expect(byId('postAvatar').route.bodyLimit).toBe(2800128);
    expect(defaultBodyLimits.anonymous).toBeLessThan(defaultBodyLimits.signedIn);
  });

  for (const operation of jsonOperations) {
    it(`${operation.route.operationId}: one byte over ${operation.route.bodyLimit} answers 413 unread`, async () => {
      const body = nestedArrays(operation.route.bodyLimit + 1);
      const response = await send(operation, body.stream, { 'content-length': String(operation.route.bodyLimit + 1) });
      expect(response.statusCode, response.body).toBe(413);
      expect(response.json()).toMatchObject({ error: { code: 'request_too_large', status: 413 } });
      expect(body.pulled()).toBeLessThan(operation.route.bodyLimit);
    });
  }

  it('six parallel 11 MB sign-ins are refused without the server reading them', async () => {
    const login = byId('postLogin');
    const bodies = Array.from({ length: 6 }, () => nestedArrays(11 * MB));
    const answers = await Promise.all(bodies.map((body) => send(login, body.stream, { 'content-length': String(11 * MB) })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([413, 413, 413, 413, 413, 413]);
    expect(Math.max(...bodies.map((body) => body.pulled()))).toBeLessThan(defaultBodyLimits.anonymous);
  });

  // Fastify drains the rest of such a body without keeping it, so the connection stays usable.
  it('a body without a length is refused once it passes the limit, not parsed', async () => {
    const body = nestedArrays(11 * MB);
    const response = await send(byId('postLogin'), body.stream, { 'transfer-encoding': 'chunked' });
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json()).toMatchObject({ error: { code: 'request_too_large' } });
  });
});
