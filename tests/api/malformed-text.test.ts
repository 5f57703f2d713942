// A NUL character or an unpaired surrogate in any string of any request is refused with 400 and the
// message key `field_invalid_characters` before a handler runs (PostgreSQL cannot store NUL, and
// the sign-in proxy once answered 500 for one). Generated from the contract: every JSON and
// multipart write, every string path or query parameter.
// Runs on PGlite only (decision 055): the refusals come before any handler.
import { describe, expect, it } from 'vitest';
import { bodySchema, implemented, propertiesOf, reportNotImplemented, typeOf, urlOf, type Operation } from './contract-operations';
import { useTestServer } from './helper';
import { useCallers } from './office-callers';
import { multipart } from './multipart';
import { sample } from './schema-arbitraries';

const server = useTestServer();
const callers = useCallers(server);
reportNotImplemented('malformed text');

const samples = { nul: 'a\u0000b', 'lone high surrogate': 'x\ud800y', 'lone low surrogate': '\udc00' };

function stringFields(operation: Operation): string[] {
  const schema = bodySchema(operation);
  if (!schema) return [];
  return Object.entries(propertiesOf(operation, schema))
    .filter(([, property]) => typeOf(operation, property) === 'string')
    .map(([name]) => name);
}

const writes = implemented.filter((operation) => stringFields(operation).length > 0);
const parameterised = implemented.flatMap((operation) =>
  (['params', 'querystring'] as const).flatMap((place) =>
    Object.entries(propertiesOf(operation, operation.route.schema[place]))
      .filter(([, property]) => typeOf(operation, property) === 'string')
      .map(([name]) => ({ operation, place, name })),
  ),
);

async function send(operation: Operation, body: Record<string, string>) {
  if (operation.route.bodyType === 'multipart') {
    const form = await multipart(Object.entries(body));
    return server.call(
      'vandijk',
      operation.route.method,
      urlOf(operation, () => 1),
      {
        token: callers.tokenFor(operation),
        body: form.payload,
        headers: { 'content-type': form.contentType },
      },
    );
  }
  return server.call(
    'vandijk',
    operation.route.method,
    urlOf(operation, () => 1),
    { token: callers.tokenFor(operation), body },
  );
}

describe('malformed text is refused at the contract boundary', () => {
  it('covers the writes of the contracts', () => {
    expect(writes.map((operation) => operation.route.operationId)).toEqual(
      expect.arrayContaining(['postLogin', 'postRecoverPassword', 'postMessage', 'postDocument', 'putOffice']),
    );
  });

  for (const operation of writes) {
    for (const [kind, text] of Object.entries(samples)) {
      // A form body is UTF-8 on the wire: a lone surrogate arrives as U+FFFD, which is well-formed.
      if (operation.route.bodyType === 'multipart' && kind !== 'nul') continue;
      it(`${operation.route.operationId}: ${kind} in every string field`, async () => {
        const fields = stringFields(operation);
        const response = await send(operation, Object.fromEntries(fields.map((field) => [field, text])));
        expect(response.statusCode, response.body).toBe(400);
        const details = response.json<{ error: { code: string; details: { field: string; code: string }[] } }>().error.details;
        const refused = details.filter((detail) => detail.code === 'field_invalid_characters').map((detail) => detail.field);
        expect(refused.sort()).toEqual(fields.map((field) => `body.${field}`).sort());
      });
    }
  }

  for (const { operation, place, name } of parameterised) {
    it(`${operation.route.operationId}: NUL in the ${place === 'params' ? 'path' : 'query'} parameter ${name}`, async () => {
      const url =
        place === 'params'
          ? urlOf(operation, (parameter) => (parameter === name ? samples.nul : 1))
          : `${urlOf(operation, () => 1)}?${name}=${encodeURIComponent(samples.nul)}`;
      // A valid body, so the parameter is the only thing the contract can refuse.
      const body =
        bodySchema(operation) && operation.route.bodyType !== 'multipart'
          ? sample(operation, bodySchema(operation))
          : operation.route.schema.body
            ? {}
            : undefined;
      const response = await server.call('vandijk', operation.route.method, url, { token: callers.tokenFor(operation), body });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.body).toContain('field_invalid_characters');
    });
  }

  it('the office code lookup that once reached PostgreSQL answers 400, and the next request still works', async () => {
    const response = await server.call('vandijk', 'POST', '/api/customer/auth/recover/password', {
      body: { username: 'jan.devries@example.nl', portal: 'vandijk\u0000' },
    });
    expect(response.statusCode).toBe(400);
    expect((await server.call('vandijk', 'GET', '/api/customer/tenant')).statusCode).toBe(200);
  });
});
