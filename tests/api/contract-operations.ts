// Every operation of the four contracts as the generic suites (malformed text, isolation, fuzz)
// walk them: the route entry, its URL prefix, who calls it (a customer or an office's system), whether a handler exists yet, and schema helpers that
// follow `$ref`s into the contract's definitions. A new operation is picked up without anyone
// listing it; one still marked notImplemented is reported, not tested.
import type { RouteEntry } from '../../src/server/contract/route-table';
import { contracts } from '../../src/server/modules';
import { notImplemented } from '../../src/server/contract/handlers';

export type Schema = Record<string, unknown>;

export interface Operation {
  api: string;
  prefix: string;
  caller: 'customer' | 'office';
  route: RouteEntry;
  implemented: boolean;
  definitions: Record<string, Schema>;
}

export const operations: Operation[] = contracts.flatMap(({ table, handlers, prefix, caller }) =>
  table.routes.map((route) => ({
    api: table.api,
    prefix,
    caller,
    route,
    implemented: handlers[route.operationId] !== notImplemented,
    definitions: (table.definitions as { $defs: Record<string, Schema> }).$defs,
  })),
);

export const implemented = operations.filter((operation) => operation.implemented);

/** Prints, once per suite, the operations it skipped because they answer 501 for now. */
export function reportNotImplemented(suite: string): void {
  const waiting = operations.filter((operation) => !operation.implemented).map((operation) => operation.route.operationId);
  if (waiting.length) console.info(`${suite}: skipped ${waiting.length} operations not implemented yet (501): ${waiting.join(', ')}`);
}

/** The schema itself, a `$ref` followed into the definitions (and again, a few times at most). */
export function resolve(operation: Operation, schema: unknown): Schema {
  let current = schema as Schema | undefined;
  for (let hops = 0; current && typeof current.$ref === 'string' && hops < 8; hops++) {
    current = operation.definitions[current.$ref.split('/').pop()!];
  }
  return current ?? {};
}

/** The properties of an object schema, merged over allOf; oneOf/anyOf contribute their first branch. */
export function propertiesOf(operation: Operation, schema: unknown): Record<string, Schema> {
  const resolved = resolve(operation, schema);
  const merged: Record<string, Schema> = { ...((resolved.properties as Record<string, Schema>) ?? {}) };
  for (const part of (resolved.allOf as unknown[]) ?? []) Object.assign(merged, propertiesOf(operation, part));
  for (const key of ['oneOf', 'anyOf'] as const) {
    const first = (resolved[key] as unknown[] | undefined)?.[0];
    if (first) Object.assign(merged, propertiesOf(operation, first));
  }
  return merged;
}

/** The type a property declares (the first non-null one of a type list). */
export function typeOf(operation: Operation, schema: unknown): string | undefined {
  const resolved = resolve(operation, schema);
  const type = resolved.type;
  if (Array.isArray(type)) return type.find((entry) => entry !== 'null') as string | undefined;
  if (typeof type === 'string') return type;
  if (resolved.enum || resolved.const !== undefined) return 'string';
  return undefined;
}

/** The request body's schema: JSON or multipart. */
export function bodySchema(operation: Operation): Schema | undefined {
  return operation.route.schema.body ?? operation.route.multipart;
}

/**
 * A path segment as a client would send it: never empty (that would address another route), and a
 * lone surrogate, which no URL can carry, as the bytes an attacker would send in its place.
 */
function segment(value: string): string {
  if (value === '') return '_';
  const wellFormed = value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
  return encodeURIComponent(wellFormed).replace(/%EF%BF%BD/g, '%ED%A0%80');
}

/** The operation's URL with every path parameter replaced by `value(name)`. */
export function urlOf(operation: Operation, value: (name: string) => string | number): string {
  return operation.prefix + operation.route.path.replace(/\{([^}]+)\}/g, (_match, name: string) => segment(String(value(name))));
}
