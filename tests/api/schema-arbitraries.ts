// Values derived from the contract's schemas: `sample` gives one valid value (the schema's first
// example where it has one), `arbitrary` a fast-check arbitrary that mostly keeps to the schema and
// now and then sends what an attacker would (wrong types, huge numbers, injection strings, NUL).
import fc from 'fast-check';
import { propertiesOf, resolve, type Operation, type Schema } from './contract-operations';

const MAX_DEPTH = 6;

function variants(operation: Operation, schema: Schema): Schema[] | null {
  const list = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
  return list ? list.map((entry) => resolve(operation, entry)) : null;
}

function typeList(schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type as string[];
  if (typeof schema.type === 'string') return [schema.type];
  if (schema.properties || schema.allOf) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

function requiredOf(operation: Operation, schema: Schema): string[] {
  const own = (schema.required as string[] | undefined) ?? [];
  const parts = ((schema.allOf as unknown[] | undefined) ?? []).flatMap((part) => requiredOf(operation, resolve(operation, part)));
  return [...own, ...parts];
}

function sampleString(schema: Schema): string {
  if (schema.format === 'date') return '2026-01-15';
  if (schema.format === 'date-time') return '2026-01-15T10:00:00Z';
  if (schema.format === 'email') return 'test@example.nl';
  if (schema.format === 'uri') return 'http://example.nl/';
  const length = Math.max(Number(schema.minLength ?? 1), 1);
  return 'Test1234!'.padEnd(length, 'x').slice(0, Math.max(length, Math.min(9, Number(schema.maxLength ?? 9))));
}

/** One valid value of the schema (arrays get one item, objects their required properties and ids). */
export function sample(operation: Operation, raw: unknown, depth = 0): unknown {
  const schema = resolve(operation, raw);
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if (Array.isArray(schema.enum)) return schema.enum.find((value) => value !== null);
  const alternatives = variants(operation, schema);
  if (alternatives?.length) return sample(operation, alternatives[0], depth + 1);
  const type = typeList(schema).find((entry) => entry !== 'null');
  switch (type) {
    case 'string':
      return sampleString(schema);
    case 'integer':
      return Math.max(Number(schema.minimum ?? 1), 1);
    case 'number':
      return Math.max(Number(schema.minimum ?? 1), Number(schema.exclusiveMinimum ?? 0) + 1);
    case 'boolean':
      return true;
    case 'array':
      return depth > MAX_DEPTH ? [] : [sample(operation, schema.items, depth + 1)];
    case 'object': {
      if (depth > MAX_DEPTH) return {};
      const required = new Set(requiredOf(operation, schema));
      const entries = Object.entries(propertiesOf(operation, schema)).filter(([name]) => required.has(name));
      return Object.fromEntries(entries.map(([name, property]) => [name, sample(operation, property, depth + 1)]));
    }
    default:
      return null;
  }
}

const hostileStrings = [
  "' OR 1=1 --",
  '"; DROP TABLE customers; --',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '${jndi:ldap://x/a}',
  '{{7*7}}',
  'a\u0000b',
  '\ud800',
  '\u202e',
  '%00',
  ' ',
  '',
  'x'.repeat(20_000),
];

/** What an attacker sends instead of the declared value. */
export const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(...hostileStrings),
  fc.constantFrom<unknown>(null, true, [], {}, -1, 0, 2 ** 31, 2 ** 53, -(2 ** 63), 1e308, 0.5, '1e999', 'NaN'),
  fc.string(),
  fc.integer(),
  fc.double(),
);

function stringArbitrary(schema: Schema): fc.Arbitrary<unknown> {
  if (schema.format === 'date')
    return fc.date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
  if (schema.format === 'date-time')
    return fc.date({ min: new Date('1970-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((date) => date.toISOString());
  if (schema.format === 'email') return fc.emailAddress();
  if (typeof schema.pattern === 'string') {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      return fc.string();
    }
  }
  const minLength = Number(schema.minLength ?? 0);
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(Number(schema.maxLength ?? 40), 40)), unit: 'grapheme' });
}

function validArbitrary(operation: Operation, schema: Schema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const alternatives = variants(operation, schema);
  if (alternatives?.length) return fc.oneof(...alternatives.map((entry) => arbitrary(operation, entry, depth + 1)));
  const types = typeList(schema);
  const options = types.map((type): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'null':
        return fc.constant(null);
      case 'string':
        return stringArbitrary(schema);
      case 'integer':
        return fc.integer({ min: Number(schema.minimum ?? -1_000_000), max: Number(schema.maximum ?? 1_000_000) });
      case 'number':
        return fc.double({ min: Number(schema.minimum ?? schema.exclusiveMinimum ?? -1e9), max: Number(schema.maximum ?? 1e9), noNaN: true });
      case 'boolean':
        return fc.boolean();
      case 'array':
        return depth > MAX_DEPTH
          ? fc.constant([])
          : fc.array(arbitrary(operation, schema.items, depth + 1), {
              minLength: Number(schema.minItems ?? 0),
              maxLength: Math.max(Number(schema.minItems ?? 0), Math.min(Number(schema.maxItems ?? 3), 3)),
            });
      case 'object': {
        if (depth > MAX_DEPTH) return fc.constant({});
        const properties = propertiesOf(operation, schema);
        const record = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, arbitrary(operation, property, depth + 1)]));
        const required = requiredOf(operation, schema).filter((name) => name in record);
        return fc.record(record, { requiredKeys: required });
      }
      default:
        return fc.anything();
    }
  });
  return options.length ? fc.oneof(...options) : fc.anything();
}

/** Mostly values the schema allows; one in five what it does not. */
export function arbitrary(operation: Operation, raw: unknown, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(operation, raw);
  return fc.oneof({ weight: 4, arbitrary: validArbitrary(operation, schema, depth) }, { weight: 1, arbitrary: hostile });
}
