// The contract rule of `npm run lint:contract`: every string and array a client sends is bounded.
import { describe, expect, it } from 'vitest';
import type { OpenAPI3 } from 'openapi-typescript';
import { missingRequestLimits } from '../../../scripts/request-limits';

function fixture(bounded: boolean): OpenAPI3 {
  const length = bounded ? { maxLength: 20 } : {};
  const items = bounded ? { maxItems: 5 } : {};
  return {
    openapi: '3.1.0',
    info: { title: 'fixture', version: '1' },
    components: {
      schemas: {
        Code: { type: 'string', pattern: '^[A-Z]{1,20}$', ...length },
        Note: {
          type: 'object',
          additionalProperties: false,
          properties: {
            text: { type: ['string', 'null'], ...length },
            tags: { type: 'array', items: { $ref: '#/components/schemas/Code' }, ...items },
            kind: { type: 'string', enum: ['a', 'b'] },
            file: { type: 'string', format: 'binary' },
            parts: { allOf: [{ type: 'object', properties: { label: { type: 'string', ...length } } }] },
          },
        },
        // Only in an answer: a client never sends it, so it needs no bound.
        Answer: { type: 'object', properties: { free: { type: 'string' } } },
      },
    },
    paths: {
      '/notes/{code}': {
        parameters: [{ name: 'code', in: 'path', required: true, schema: { $ref: '#/components/schemas/Code' } }],
        post: {
          operationId: 'postNote',
          parameters: [{ name: 'q', in: 'query', schema: { type: 'string', ...length } }],
          requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Note' } } } },
          responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Answer' } } } } },
        },
      },
    },
  } as unknown as OpenAPI3;
}

describe('missingRequestLimits', () => {
  it('names each unbounded string and array a client sends, a shared schema once', () => {
    expect(missingRequestLimits(fixture(false)).sort()).toEqual(
      [
        'Code: string without maxLength',
        'Note.parts.allOf[0].label: string without maxLength',
        'Note.tags: array without maxItems',
        'Note.text: string without maxLength',
        'postNote query.q: string without maxLength',
      ].sort(),
    );
  });

  it('passes when every one is bounded; enums, files and answers need no bound', () => {
    expect(missingRequestLimits(fixture(true))).toEqual([]);
  });
});
