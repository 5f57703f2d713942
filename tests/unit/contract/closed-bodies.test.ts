// Every request body of the contract is closed: each object a client may send, however deep,
// says `additionalProperties: false`, or sits in a composition whose owner says
// `unevaluatedProperties: false`. So a field the contract does not name is refused (400
// field_unknown) and never reaches a record, and a new schema cannot forget it.
import { describe, expect, it } from 'vitest';
import portal from '../../../generated/openapi/portal.json' with { type: 'json' };
import proxy from '../../../generated/openapi/proxy.json' with { type: 'json' };
import advice from '../../../generated/openapi/advice.json' with { type: 'json' };

type Schema = Record<string, unknown>;
interface Operation {
  operationId: string;
  requestBody?: { content: Record<string, { schema: Schema }> };
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

const documents = { portal, proxy, advice } as unknown as Record<string, Document>;

/** The places under a request body where an object can take properties nobody named. */
function openObjects(document: Document, root: Schema, where: string): string[] {
  const open: string[] = [];
  const visited = new Set<Schema>();
  const walk = (node: unknown, path: string, closedByOwner: boolean) => {
    if (!node || typeof node !== 'object') return;
    const schema = node as Schema;
    if (typeof schema.$ref === 'string') {
      const name = schema.$ref.split('/').pop() as string;
      const target = document.components.schemas[name];
      if (!closedByOwner && visited.has(target!)) return;
      visited.add(target!);
      return walk(target, name, closedByOwner);
    }
    const takesProperties = schema.type === 'object' || (Array.isArray(schema.type) && schema.type.includes('object')) || 'properties' in schema;
    const closesItself = schema.additionalProperties === false || schema.unevaluatedProperties === false;
    if (takesProperties && !closesItself && !closedByOwner) open.push(path);
    // The parts of an allOf are evaluated together: the owner's unevaluatedProperties closes them.
    const closesParts = schema.unevaluatedProperties === false;
    for (const part of (schema.allOf as unknown[] | undefined) ?? []) walk(part, path, closesParts || closedByOwner);
    for (const key of ['anyOf', 'oneOf'] as const) for (const part of (schema[key] as unknown[] | undefined) ?? []) walk(part, path, false);
    for (const [name, property] of Object.entries((schema.properties as Record<string, unknown> | undefined) ?? {})) walk(property, `${path}.${name}`, false);
    if (schema.items) walk(schema.items, `${path}[]`, false);
    if (schema.additionalProperties && typeof schema.additionalProperties === 'object') walk(schema.additionalProperties, `${path}{}`, false);
  };
  walk(root, where, false);
  return open;
}

const bodies = Object.entries(documents).flatMap(([api, document]) =>
  Object.values(document.paths).flatMap((item) =>
    Object.values(item)
      .filter((operation): operation is Operation => typeof operation === 'object' && operation !== null && 'requestBody' in operation)
      .flatMap((operation) =>
        Object.entries(operation.requestBody!.content).map(([media, { schema }]) => ({ api, document, name: `${operation.operationId} (${media})`, schema })),
      ),
  ),
);

describe('request bodies of the contract', () => {
  it('finds the bodies it checks', () => {
    expect(bodies.length).toBeGreaterThanOrEqual(30);
  });

  it.each(bodies.map((body) => [`${body.api} ${body.name}`, body] as const))('%s is closed', (_name, body) => {
    expect(openObjects(body.document, body.schema, body.name)).toEqual([]);
  });

  it('tells an open object from a closed one', () => {
    const document: Document = { paths: {}, components: { schemas: { Open: { type: 'object', properties: { a: { type: 'string' } } } } } };
    expect(openObjects(document, { type: 'object', additionalProperties: false, properties: { inner: { $ref: '#/components/schemas/Open' } } }, 'x')).toEqual([
      'Open',
    ]);
    expect(openObjects(document, { allOf: [{ $ref: '#/components/schemas/Open' }], unevaluatedProperties: false }, 'x')).toEqual([]);
    expect(openObjects(document, { allOf: [{ $ref: '#/components/schemas/Open' }] }, 'x')).toEqual(['Open']);
  });
});
