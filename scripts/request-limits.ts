// The contract rule behind `npm run lint:contract`'s second step: every string a client sends
// (request bodies, path, query and header parameters) states `maxLength`, and every array
// `maxItems`, so no request can make the server hold more than the contract allows (issue 38).
// Exempt: a string with `enum` or `const` (its choices bound it) and a file (`format: binary`,
// bounded by x-max-file-bytes).
import type { OpenAPI3 } from 'openapi-typescript';

type Node = Record<string, unknown>;
const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;

function deref(document: OpenAPI3, value: unknown): { node: Node; ref?: string } {
  let current = value as Node;
  let ref: string | undefined;
  for (let hops = 0; current && typeof current.$ref === 'string' && hops < 16; hops++) {
    ref = current.$ref;
    const path = ref.replace(/^#\//, '').split('/');
    current = path.reduce<unknown>((node, key) => (node as Node | undefined)?.[key], document) as Node;
  }
  return { node: current ?? {}, ref };
}

const types = (schema: Node): string[] => (Array.isArray(schema.type) ? (schema.type as string[]) : typeof schema.type === 'string' ? [schema.type] : []);

function walk(document: OpenAPI3, value: unknown, where: string, seen: Set<string>, problems: string[]) {
  const { node: schema, ref } = deref(document, value);
  if (ref) {
    // A shared schema is reported once, under its own name, however many requests use it.
    if (seen.has(ref)) return;
    seen.add(ref);
    where = ref.replace('#/components/schemas/', '');
  }
  const kinds = types(schema);
  const bounded = schema.enum !== undefined || schema.const !== undefined || schema.format === 'binary';
  if (kinds.includes('string') && !bounded && schema.maxLength === undefined) problems.push(`${where}: string without maxLength`);
  if (kinds.includes('array') && schema.maxItems === undefined) problems.push(`${where}: array without maxItems`);
  for (const [name, property] of Object.entries((schema.properties ?? {}) as Node)) walk(document, property, `${where}.${name}`, seen, problems);
  if (schema.items) walk(document, schema.items, `${where}[]`, seen, problems);
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') walk(document, schema.additionalProperties, `${where}.*`, seen, problems);
  for (const key of ['allOf', 'oneOf', 'anyOf', 'prefixItems'] as const) {
    ((schema[key] as unknown[] | undefined) ?? []).forEach((part, index) => walk(document, part, `${where}.${key}[${index}]`, seen, problems));
  }
}

/** Each string or array a client may send that states no bound, as `operation place.field: what`. */
export function missingRequestLimits(document: OpenAPI3): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    const pathItem = deref(document, item).node;
    for (const method of methods) {
      const operation = pathItem[method] as Node | undefined;
      if (!operation) continue;
      const name = (operation.operationId as string | undefined) ?? `${method.toUpperCase()} ${path}`;
      const parameters = [...((pathItem.parameters as unknown[]) ?? []), ...((operation.parameters as unknown[]) ?? [])];
      for (const parameter of parameters.map((entry) => deref(document, entry).node)) {
        walk(document, parameter.schema, `${name} ${String(parameter.in)}.${String(parameter.name)}`, seen, problems);
      }
      const content = (deref(document, operation.requestBody).node.content ?? {}) as Node;
      for (const [type, media] of Object.entries(content)) walk(document, deref(document, media).node.schema, `${name} body(${type})`, seen, problems);
    }
  }
  return problems;
}
