// A list answer leaves out the rows that do not fit the contract instead of failing as a whole
// (decision record 035). Rows come from the database, where the office's system, an older version
// of this server or a request that slipped past validation may have written them; one such row
// used to make the serialiser throw and the whole list answer 500, for good.
import type { FastifyBaseLogger } from 'fastify';
import type { JsonSchema } from './route-table';
import type { Validator } from './validator';

type Definitions = Record<string, JsonSchema>;

// A field the contract does not name is dropped by the serialiser, so it does not make a row bad.
const harmless = new Set(['additionalProperties', 'unevaluatedProperties']);

function resolve(schema: unknown, definitions: Definitions): JsonSchema {
  let current = schema as JsonSchema | undefined;
  for (let hops = 0; current && typeof current.$ref === 'string' && hops < 8; hops++) current = definitions[current.$ref.split('/').pop()!];
  return current ?? {};
}

const itemsOf = (schema: unknown, definitions: Definitions): JsonSchema | undefined => {
  const resolved = resolve(schema, definitions);
  return resolved.type === 'array' && resolved.items ? (resolved.items as JsonSchema) : undefined;
};

/**
 * The answer with every list item that breaks its schema left out and logged by id and failing
 * field (never a value): the answer itself if it is a list, its properties that are lists (a page's
 * `data`), or every entry of a map of lists (documents by category).
 */
export function withoutBadRows(
  answer: unknown,
  schema: JsonSchema,
  definitions: Definitions,
  compile: Validator,
  log: FastifyBaseLogger,
  operationId: string,
): unknown {
  const fits = (items: JsonSchema) => (item: unknown) => {
    const validate = compile(items, 'answer');
    if (validate(item)) return true;
    const problems = (validate.errors ?? []).filter((error) => !harmless.has(error.keyword));
    if (problems.length === 0) return true;
    const id = (item as { id?: unknown } | null)?.id;
    const fields = problems.map((error) => `${error.instancePath || '/'} ${error.keyword}`);
    log.error({ operationId, id: typeof id === 'number' ? id : undefined, fields }, 'a stored row does not fit the contract; left out of the answer');
    return false;
  };
  const listItems = itemsOf(schema, definitions);
  if (listItems) return Array.isArray(answer) ? answer.filter(fits(listItems)) : answer;
  if (answer === null || typeof answer !== 'object' || Array.isArray(answer)) return answer;
  const resolved = resolve(schema, definitions);
  const properties = (resolved.properties ?? {}) as Record<string, unknown>;
  const shared = itemsOf(resolved.additionalProperties, definitions);
  const out: Record<string, unknown> = { ...answer };
  for (const [name, value] of Object.entries(out)) {
    const items = name in properties ? itemsOf(properties[name], definitions) : shared;
    if (items && Array.isArray(value)) out[name] = value.filter(fits(items));
  }
  return out;
}
