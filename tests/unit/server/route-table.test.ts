import { describe, expect, it } from 'vitest';
import type { OpenAPI3 } from 'openapi-typescript';
import { buildRouteTable, publicOperationsSource } from '../../../src/server/contract/route-table';

const document = {
  openapi: '3.1.0',
  info: { title: 't', version: '1' },
  security: [{ bearerAuth: [] }],
  paths: {
    '/customer/document/{id}': {
      // Declared once for every method of the path, as the contract does.
      parameters: [{ name: 'id', in: 'path', required: true, schema: { $ref: '#/components/schemas/Id' } }],
      get: {
        operationId: 'getDocument',
        tags: ['documents'],
        responses: {
          '200': { description: 'file', content: { 'application/pdf': { schema: { type: 'string' } } } },
          '404': { $ref: '#/components/responses/NotFound' },
        },
      },
    },
    '/auth/login': {
      post: {
        operationId: 'postLogin',
        security: [],
        requestBody: { content: { 'application/json': { schema: { type: 'object', 'x-origin': 'designed', example: {} } } } },
        responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object' }, example: {} } } } },
      },
    },
    '/customer/tenant': {
      get: { operationId: 'getTenant', security: [{ bearerAuth: [] }, {}], responses: { '200': { description: 'ok' } } },
    },
  },
  components: {
    schemas: { Id: { type: 'integer', minimum: 1, example: 4 } },
    responses: { NotFound: { description: 'nf', content: { 'application/json': { schema: { $ref: '#/components/schemas/Id' } } } } },
  },
} as unknown as OpenAPI3;

describe('buildRouteTable', () => {
  const table = buildRouteTable('portal', document);
  const route = (id: string) => table.routes.find((entry) => entry.operationId === id)!;

  it('turns paths into Fastify URLs and rewrites references into the shared definitions', () => {
    expect(route('getDocument')).toMatchObject({ method: 'GET', url: '/customer/document/:id', auth: 'bearer', binaryAnswer: true });
    expect(route('getDocument').schema.params).toEqual({ type: 'object', properties: { id: { $ref: 'portal#/$defs/Id' } }, required: ['id'] });
    expect(route('getDocument').schema.response['404']).toEqual({ $ref: 'portal#/$defs/Id' });
    expect(table.definitions).toEqual({ $id: 'portal', $defs: { Id: { type: 'integer', minimum: 1 } } });
  });

  it('reads the security kind and drops annotations a validator does not know', () => {
    expect(route('postLogin')).toMatchObject({ auth: 'none', bodyType: 'json' });
    expect(route('postLogin').schema.body).toEqual({ type: 'object' });
    expect(route('getTenant').auth).toBe('optional');
    expect(publicOperationsSource(table)).toBe("export type PublicOperation = 'postLogin';\nexport type OptionalAuthOperation = 'getTenant';\n");
  });
});
