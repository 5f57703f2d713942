// The server's validators skip the meta-schema check at start (src/server/contract/validator.ts),
// so it is made here: every definition and every route schema of the three contracts is valid
// JSON Schema 2020-12, the dialect of OpenAPI 3.1.
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { contracts } from '../../../src/server/modules';

const ajv = new Ajv2020({ strict: false });
const problems = (schema: unknown) => (ajv.validateSchema(schema as object) ? [] : ajv.errorsText(ajv.errors));

describe('contract schemas', () => {
  it('refuses a schema that is not JSON Schema, so the check below can fail', () => {
    expect(problems({ type: 'strnig' })).not.toEqual([]);
  });

  for (const { table } of contracts) {
    it(`${table.api}: definitions and route schemas are valid JSON Schema 2020-12`, () => {
      expect(problems(table.definitions)).toEqual([]);
      for (const route of table.routes) {
        const { response, ...request } = route.schema;
        const parts = { ...request, ...response, multipart: route.multipart, jsonBody: route.jsonBody };
        for (const [part, schema] of Object.entries(parts)) {
          if (schema !== undefined)
            expect({ route: route.operationId, part, problems: problems(schema) }).toEqual({ route: route.operationId, part, problems: [] });
        }
      }
    });
  }
});
