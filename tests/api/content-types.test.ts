// Every operation takes a body only in the media types its contract declares: any other is refused
// with 415 `unsupported_media_type` before the body is parsed, so no parser Fastify keeps for other
// operations (JSON, text) feeds a handler that never validated it. Generated from the contract:
// every operation, each undeclared type. The probe's damage report sent as JSON is the case that
// stored unchecked rows (issue 38).
// Runs on PGlite only (decision 055): the refusals come before a body is parsed.
import { describe, expect, it } from 'vitest';
import { implemented, reportNotImplemented, urlOf, type Operation } from './contract-operations';
import { useTestServer } from './helper';
import { useCallers } from './office-callers';
import { multipart } from './multipart';

const server = useTestServer();
const callers = useCallers(server);
reportNotImplemented('content types');

const bodies: Record<string, () => Promise<{ payload: string | Buffer; contentType: string }>> = {
  'application/json': async () => ({ payload: JSON.stringify({ estimated: 'abc', type: { nested: 'x' } }), contentType: 'application/json' }),
  'multipart/form-data': async () => {
    const form = await multipart([['type', 'home']]);
    return { payload: form.payload, contentType: form.contentType };
  },
  'text/plain': async () => ({ payload: 'estimated=abc', contentType: 'text/plain; charset=utf-8' }),
  'application/x-www-form-urlencoded': async () => ({ payload: 'estimated=abc', contentType: 'application/x-www-form-urlencoded' }),
  'application/xml': async () => ({ payload: '<a>b</a>', contentType: 'application/xml' }),
};

function undeclared(operation: Operation): string[] {
  return Object.keys(bodies).filter((type) => !operation.route.requestTypes.includes(type));
}

async function send(operation: Operation, type: string) {
  const { payload, contentType } = await bodies[type]!();
  return server.call(
    'vandijk',
    operation.route.method,
    urlOf(operation, () => 1),
    {
      token: callers.tokenFor(operation),
      body: payload,
      headers: { 'content-type': contentType },
    },
  );
}

describe('a body in a media type the contract does not declare is refused', () => {
  it('knows each operation’s declared types', () => {
    const postDamage = implemented.find((operation) => operation.route.operationId === 'postDamage')!;
    expect(postDamage.route.requestTypes).toEqual(['multipart/form-data']);
    expect(implemented.filter((operation) => operation.route.requestTypes.length === 0).length).toBeGreaterThan(20);
  });

  for (const operation of implemented) {
    it(`${operation.route.operationId}: ${undeclared(operation).length} undeclared types answer 415`, async () => {
      for (const type of undeclared(operation)) {
        const response = await send(operation, type);
        expect(`${type} ${response.statusCode}`, response.body).toBe(`${type} 415`);
        expect(response.json<{ error: { code: string } }>().error.code).toBe('unsupported_media_type');
      }
    });
  }

  it('a damage report sent as JSON stores nothing and the list still answers', async () => {
    const before = await server.call('vandijk', 'GET', '/api/customer/damage', { token: callers.jan });
    const response = await server.call('vandijk', 'POST', '/api/customer/damage', {
      token: callers.jan,
      body: { type: 'home', estimated: 'abc', date: '2026-01-01', cause: 'x' },
    });
    expect(response.statusCode).toBe(415);
    const after = await server.call('vandijk', 'GET', '/api/customer/damage', { token: callers.jan });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual(before.json());
  });

  it('a multipart-only operation without any body is refused too', async () => {
    const response = await server.call('vandijk', 'POST', '/api/customer/damage', { token: callers.jan });
    expect(response.statusCode).toBe(415);
  });
});
