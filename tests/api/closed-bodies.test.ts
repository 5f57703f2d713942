// A JSON body holds exactly what the contract names, with the contract's types: a property it does
// not name is refused with 400 `field_unknown` naming it (at the top and inside nested objects),
// and a value of another type (a number as a string, a boolean as 1, null where null is not
// allowed) is refused with 400 naming the field, never converted and stored. Generated from the
// contract: every implemented operation with a JSON body, every scalar field of its body.
// Runs on PGlite only (decision 055): the refusals come from the contract's validation, before any handler.
import { describe, expect, it } from 'vitest';
import { implemented, propertiesOf, reportNotImplemented, resolve, typeOf, urlOf, type Operation } from './contract-operations';
import { useTestServer } from './helper';
import { useCallers } from './office-callers';
import { sample } from './schema-arbitraries';

const server = useTestServer();
const callers = useCallers(server);
reportNotImplemented('closed bodies');

const jsonWrites = implemented.filter((operation) => operation.route.bodyType === 'json' || operation.route.jsonBody);
const bodyOf = (operation: Operation) => operation.route.schema.body ?? operation.route.jsonBody;

/** A value of another type than the declared one, as a careless or hostile client sends it. */
const wrongValue: Record<string, unknown[]> = {
  number: ['50000', true, [1]],
  integer: ['7', 1.5, false],
  boolean: ['true', 1, null],
  string: [12345, true, ['text']],
};

function nullable(operation: Operation, schema: unknown): boolean {
  const resolved = resolve(operation, schema);
  const types = Array.isArray(resolved.type) ? resolved.type : [resolved.type];
  const alternatives = ((resolved.anyOf ?? resolved.oneOf) as unknown[] | undefined) ?? [];
  return (
    types.includes('null') ||
    alternatives.some((entry) => resolve(operation, entry).type === 'null') ||
    (resolved.enum as unknown[] | undefined)?.includes(null) === true
  );
}

const typeCases = jsonWrites.flatMap((operation) =>
  Object.entries(propertiesOf(operation, bodyOf(operation)))
    .map(([name, property]) => ({ operation, name, type: typeOf(operation, property), property }))
    .filter((field) => field.type !== undefined && field.type in wrongValue)
    .flatMap((field) => [
      // null is a wrong boolean only where the contract does not allow it (a nullable switch takes it).
      ...wrongValue[field.type!]!.filter((value) => value !== null || !nullable(field.operation, field.property)).map((value) => ({ ...field, value })),
      ...(nullable(field.operation, field.property) ? [] : [{ ...field, value: null }]),
    ]),
);

async function send(operation: Operation, body: unknown) {
  const query = operation.api === 'advice' ? '?api_key=x' : '';
  const response = await server.call('vandijk', operation.route.method, urlOf(operation, () => 1) + query, { token: callers.tokenFor(operation), body });
  return { status: response.statusCode, error: (response.json() as { error?: { details?: { field: string; code: string }[] } }).error };
}

/** The sample body with an extra property in its first nested object, and that object's path. */
function nestedExtra(operation: Operation, body: Record<string, unknown>): { body: unknown; field: string } | null {
  for (const [name, value] of Object.entries(body)) {
    if (Array.isArray(value) && value[0] && typeof value[0] === 'object') {
      return { body: { ...body, [name]: [{ ...value[0], smuggled: 'x' }, ...value.slice(1)] }, field: `body.${name}.0.smuggled` };
    }
    if (value && typeof value === 'object' && !Array.isArray(value))
      return { body: { ...body, [name]: { ...value, smuggled: 'x' } }, field: `body.${name}.smuggled` };
  }
  return null;
}

describe('closed request bodies', () => {
  it('covers the JSON writes of every contract', () => {
    expect(jsonWrites.map((operation) => operation.route.operationId)).toContain('putOffice');
    expect(jsonWrites.length).toBeGreaterThanOrEqual(25);
    expect(typeCases.length).toBeGreaterThan(100);
  });

  it.each(jsonWrites.map((operation) => [`${operation.api} ${operation.route.operationId}`, operation] as const))(
    '%s refuses a property the contract does not name',
    async (_name, operation) => {
      const body = sample(operation, bodyOf(operation)) as Record<string, unknown>;
      // A citizen service number: no contract takes one (the office API's customers do take an IBAN).
      const answer = await send(operation, { ...body, bsn: '123456782' });
      expect(answer.status).toBe(400);
      expect(answer.error?.details).toContainEqual(expect.objectContaining({ field: 'body.bsn', code: 'field_unknown' }));
      const nested = nestedExtra(operation, body);
      if (!nested) return;
      const deeper = await send(operation, nested.body);
      expect(deeper.status).toBe(400);
      expect(deeper.error?.details).toContainEqual(expect.objectContaining({ field: nested.field, code: 'field_unknown' }));
    },
  );

  it.each(typeCases.map((field) => [`${field.operation.route.operationId} ${field.name} = ${JSON.stringify(field.value)}`, field] as const))(
    '%s is refused, not converted',
    async (_name, field) => {
      const body = sample(field.operation, bodyOf(field.operation)) as Record<string, unknown>;
      const answer = await send(field.operation, { ...body, [field.name]: field.value });
      expect(answer.status).toBe(400);
      expect(answer.error?.details?.map((detail) => detail.field)).toContain(`body.${field.name}`);
    },
  );
});
