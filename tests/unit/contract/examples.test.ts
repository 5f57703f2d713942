// Every answer of the contract carries an example, and every JSON example fits its own schema,
// so integrators can trust the examples and the generated documentation.
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import portal from '../../../generated/openapi/portal.json' with { type: 'json' };
import proxy from '../../../generated/openapi/proxy.json' with { type: 'json' };
import advice from '../../../generated/openapi/advice.json' with { type: 'json' };

interface Media {
  schema?: unknown;
  example?: unknown;
  examples?: Record<string, { value: unknown }>;
}
interface Operation {
  operationId: string;
  'x-origin'?: string;
  responses: Record<string, { $ref?: string; content?: Record<string, Media> }>;
}
type Document = { paths: Record<string, Record<string, Operation>>; components?: { responses?: Record<string, { content?: Record<string, Media> }> } };

const documents = { portal, proxy, advice } as unknown as Record<string, Document>;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
for (const [name, document] of Object.entries(documents)) ajv.addSchema(document, name);

const pointer = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');

const answers = Object.entries(documents).flatMap(([api, document]) =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([, operation]) => typeof operation === 'object' && operation !== null && 'responses' in operation)
      .flatMap(([method, operation]) =>
        Object.entries(operation.responses).flatMap(([status, response]) => {
          const named = response.$ref?.split('/').pop();
          const resolved = named ? document.components?.responses?.[named] : response;
          const base = named ? `${api}#/components/responses/${named}` : `${api}#/paths/${pointer(path)}/${method}/responses/${status}`;
          return Object.entries(resolved?.content ?? {}).map(([type, media]) => ({
            name: `${api} ${operation.operationId} ${status} ${type}`,
            media,
            schemaRef: `${base}/content/${pointer(type)}/schema`,
            json: type === 'application/json',
          }));
        }),
      ),
  ),
);

describe('contract examples', () => {
  it('covers the three documents', () => {
    expect(answers.length).toBeGreaterThan(100);
  });

  it.each(answers.filter((answer) => answer.json))('$name has an example that fits its schema', ({ media, schemaRef }) => {
    const examples = media.example !== undefined ? [media.example] : Object.values(media.examples ?? {}).map((example) => example.value);
    expect(examples.length).toBeGreaterThan(0);
    const validate = ajv.getSchema(schemaRef)!;
    for (const example of examples) expect(validate(example) ? [] : validate.errors).toEqual([]);
  });
});
