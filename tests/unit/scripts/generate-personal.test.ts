// The personal-field list is gathered from the contract's marks, on properties and on the schemas they refer to.
import { describe, expect, it } from 'vitest';
import { personalFieldNames } from '../../../scripts/generate-personal';

describe('personalFieldNames', () => {
  it('names marked properties and properties whose schema is marked, nothing else', () => {
    const document = {
      components: {
        schemas: {
          Secret: { type: 'string', 'x-personal': true },
          Login: {
            type: 'object',
            properties: { username: { type: 'string', 'x-personal': true }, pin: { $ref: '#/components/schemas/Secret' }, tenant: { type: 'string' } },
          },
          Nested: {
            type: 'object',
            properties: { people: { type: 'array', items: { type: 'object', properties: { last_name: { type: 'string', 'x-personal': true } } } } },
          },
        },
      },
    };
    expect(personalFieldNames(document)).toEqual(['last_name', 'pin', 'username']);
  });
});
