// Derives the server's route table from a bundled OpenAPI document: one entry per operation with
// the JSON schemas Fastify validates requests and serialises answers with. Pure, so the generator
// runs it at `npm run generate` and the server only reads the result.
import type { OpenAPI3, OperationObject, ParameterObject, PathItemObject, ReferenceObject } from 'openapi-typescript';

export type JsonSchema = Record<string, unknown>;
export type Auth = 'bearer' | 'optional' | 'none';

export interface RouteEntry {
  operationId: string;
  tag: string;
  method: string;
  path: string;
  url: string;
  auth: Auth;
  /** The scopes the operation's security requirement names (the office API's credential scopes). */
  scopes?: string[];
  bodyType: 'json' | 'multipart' | 'ndjson' | null;
  /** The request media types the contract declares; a body of any other type is refused (415). */
  requestTypes: string[];
  /** The most bytes a non-multipart body may have, refused (413) before it is parsed. */
  bodyLimit: number;
  /** The multipart body's schema; validated by the server after parsing, files named by field. */
  multipart?: JsonSchema;
  /** The JSON body's schema of an operation that takes multipart too (validated after routing). */
  jsonBody?: JsonSchema;
  /** A streamed NDJSON body: each line's schema and the most bytes a line may have (decision record 050). */
  lines?: { schema: JsonSchema; maxLineBytes: number };
  /** What a multipart body may carry, enforced while it streams in (openapi/README.md, Uploads). */
  upload?: UploadLimits;
  /** The status of a plain (non-file) answer: the first 2xx the contract declares. */
  successStatus: number;
  binaryAnswer: boolean;
  schema: {
    params?: JsonSchema;
    querystring?: JsonSchema;
    headers?: JsonSchema;
    body?: JsonSchema;
    response: Record<string, JsonSchema>;
  };
}

export interface UploadLimits {
  maxRequestBytes: number;
  maxFileBytes: number;
  /** The fields a file may come under: `many` for an array of binaries, `one` for a single one. */
  fileFields: Record<string, 'one' | 'many'>;
}

export interface RouteTable {
  api: string;
  definitions: JsonSchema;
  routes: RouteEntry[];
}

/** The media type of a streamed body of one JSON value per line. */
export const NDJSON = 'application/x-ndjson';
const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;
// Annotations that mean nothing to a validator; Ajv's strict mode would reject the unknown ones.
const dropped = new Set(['example', 'discriminator', 'xml', 'externalDocs', 'deprecated']);

function clean(api: string, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => clean(api, item));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (dropped.has(key) || key.startsWith('x-')) continue;
    if (key === '$ref' && typeof inner === 'string') {
      out.$ref = inner.replace('#/components/schemas/', `${api}#/$defs/`);
      continue;
    }
    out[key] = clean(api, inner);
  }
  return out;
}

function deref<T>(document: OpenAPI3, value: T | ReferenceObject): T {
  let current: unknown = value;
  while (current && typeof current === 'object' && '$ref' in current) {
    const path = (current as ReferenceObject).$ref.replace(/^#\//, '').split('/');
    current = path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], document);
  }
  return current as T;
}

/**
 * Limits of JSON bodies that do not state x-max-request-bytes: a signed-in customer's forms fit in
 * the first; a stranger (an operation that takes no token, or takes one optionally) gets the
 * smaller one. An operation without a body takes none, and refuses one with 415 unread anyway.
 */
export const defaultBodyLimits = { signedIn: 64 * 1024, anonymous: 8 * 1024, none: 1024 } as const;

const isBinary = (schema: Record<string, unknown> | undefined) => schema?.type === 'string' && schema.format === 'binary';

/** The properties of a schema with those of its `allOf` parts, references followed. */
function propertiesOf(document: OpenAPI3, schema: unknown): Record<string, Record<string, unknown>> {
  const resolved = deref<Record<string, unknown>>(document, schema as Record<string, unknown>);
  const own = (resolved.properties ?? {}) as Record<string, Record<string, unknown>>;
  const parts = ((resolved.allOf ?? []) as unknown[]).map((part) => propertiesOf(document, part));
  return Object.assign({}, ...parts, own) as Record<string, Record<string, unknown>>;
}

function byteLimit(where: string, media: Record<string, unknown>, name: string): number {
  const value = media[name];
  if (!Number.isInteger(value) || (value as number) <= 0) throw new Error(`${where}: ${name} must be a positive whole number`);
  return value as number;
}

function jsonBodyLimit(where: string, media: Record<string, unknown> | undefined, auth: Auth): number {
  if (!media) return defaultBodyLimits.none;
  if (media['x-max-request-bytes'] !== undefined) return byteLimit(where, media, 'x-max-request-bytes');
  return auth === 'bearer' ? defaultBodyLimits.signedIn : defaultBodyLimits.anonymous;
}

function uploadLimits(where: string, document: OpenAPI3, media: Record<string, unknown>): UploadLimits {
  const fileFields: UploadLimits['fileFields'] = {};
  for (const [field, property] of Object.entries(propertiesOf(document, media.schema))) {
    const resolved = deref<Record<string, unknown>>(document, property);
    if (isBinary(resolved)) fileFields[field] = 'one';
    else if (resolved.type === 'array' && isBinary(deref(document, resolved.items as Record<string, unknown>))) fileFields[field] = 'many';
  }
  return { maxRequestBytes: byteLimit(where, media, 'x-max-request-bytes'), maxFileBytes: byteLimit(where, media, 'x-max-file-bytes'), fileFields };
}

const requirementsOf = (document: OpenAPI3, operation: OperationObject) => operation.security ?? document.security ?? [];

function authOf(document: OpenAPI3, operation: OperationObject): Auth {
  const requirements = requirementsOf(document, operation);
  if (requirements.length === 0) return 'none';
  const anonymousAllowed = requirements.some((requirement) => Object.keys(requirement).length === 0);
  return anonymousAllowed ? 'optional' : 'bearer';
}

function parameterSchema(api: string, parameters: ParameterObject[], place: string): JsonSchema | undefined {
  const mine = parameters.filter((parameter) => parameter.in === place);
  if (mine.length === 0) return undefined;
  const name = (parameter: ParameterObject) => (place === 'header' ? parameter.name.toLowerCase() : parameter.name);
  return {
    type: 'object',
    properties: Object.fromEntries(mine.map((parameter) => [name(parameter), clean(api, parameter.schema ?? {})])),
    required: mine.filter((parameter) => parameter.required).map(name),
  };
}

/** The path item's parameters, overridden by the operation's own of the same name and place. */
function parametersOf(document: OpenAPI3, shared: PathItemObject['parameters'], own: OperationObject['parameters']) {
  const byKey = new Map<string, ParameterObject>();
  for (const parameter of [...(shared ?? []), ...(own ?? [])]) {
    const resolved = deref<ParameterObject>(document, parameter);
    byKey.set(`${resolved.in}:${resolved.name}`, resolved);
  }
  return [...byKey.values()];
}

function routeOf(api: string, document: OpenAPI3, path: string, method: string, operation: OperationObject, shared: PathItemObject['parameters']): RouteEntry {
  const parameters = parametersOf(document, shared, operation.parameters);
  const body = operation.requestBody ? deref(document, operation.requestBody) : undefined;
  const media = (type: string) => (body?.content?.[type] ? deref(document, body.content[type]).schema : undefined);
  const json = media('application/json');
  const multipart = media('multipart/form-data');
  const ndjsonMedia = body?.content?.[NDJSON] ? (deref(document, body.content[NDJSON]) as Record<string, unknown>) : undefined;
  const multipartMedia = body?.content?.['multipart/form-data'] ? deref(document, body.content['multipart/form-data']) : undefined;
  const response: Record<string, JsonSchema> = {};
  let binaryAnswer = false;
  for (const [status, answer] of Object.entries(operation.responses ?? {})) {
    const content = deref(document, answer).content ?? {};
    const schema = content['application/json'] ? deref(document, content['application/json']).schema : undefined;
    if (schema) response[status] = clean(api, schema) as JsonSchema;
    else if (status.startsWith('2') && Object.keys(content).length > 0) binaryAnswer = true;
  }
  if (!operation.operationId) throw new Error(`${api}: ${method.toUpperCase()} ${path} has no operationId`);
  const auth = authOf(document, operation);
  const where = `${api}: ${operation.operationId}`;
  const jsonMedia = body?.content?.['application/json'] ? deref(document, body.content['application/json']) : undefined;
  const successStatus = Number(Object.keys(operation.responses ?? {}).find((status) => status.startsWith('2')) ?? 200);
  const scopes = [...new Set(requirementsOf(document, operation).flatMap((requirement) => Object.values(requirement).flat() as string[]))];
  return {
    operationId: operation.operationId,
    tag: operation.tags?.[0] ?? 'default',
    method: method.toUpperCase(),
    path,
    url: path.replace(/\{([^{}]+)\}/g, ':$1'),
    auth,
    ...(scopes.length ? { scopes } : {}),
    bodyType: json ? 'json' : multipart ? 'multipart' : ndjsonMedia ? 'ndjson' : null,
    requestTypes: Object.keys(body?.content ?? {}).map((type) => type.toLowerCase()),
    bodyLimit: jsonBodyLimit(where, jsonMedia as Record<string, unknown> | undefined, auth),
    multipart: multipart ? (clean(api, multipart) as JsonSchema) : undefined,
    jsonBody: json && multipart ? (clean(api, json) as JsonSchema) : undefined,
    lines: ndjsonMedia ? { schema: clean(api, ndjsonMedia.schema) as JsonSchema, maxLineBytes: byteLimit(where, ndjsonMedia, 'x-max-line-bytes') } : undefined,
    upload: multipartMedia ? uploadLimits(where, document, multipartMedia as Record<string, unknown>) : undefined,
    successStatus,
    binaryAnswer,
    schema: {
      params: parameterSchema(api, parameters, 'path'),
      querystring: parameterSchema(api, parameters, 'query'),
      headers: parameterSchema(api, parameters, 'header'),
      // With a multipart alternative the body is validated after parsing, whatever its type.
      body: json && !multipart ? (clean(api, json) as JsonSchema) : undefined,
      response,
    },
  };
}

export function buildRouteTable(api: string, document: OpenAPI3): RouteTable {
  const routes: RouteEntry[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    const pathItem = deref<PathItemObject>(document, item);
    for (const method of methods) {
      const operation = pathItem[method];
      if (operation) routes.push(routeOf(api, document, path, method, operation, pathItem.parameters));
    }
  }
  return { api, definitions: { $id: api, $defs: clean(api, document.components?.schemas ?? {}) as JsonSchema }, routes };
}

/** TypeScript source naming the operations that need no token, so handler types can tell. */
export function publicOperationsSource(table: RouteTable): string {
  const union = (auth: Auth) => {
    const ids = table.routes.filter((route) => route.auth === auth).map((route) => `'${route.operationId}'`);
    return ids.length ? ids.join(' | ') : 'never';
  };
  return `export type PublicOperation = ${union('none')};\nexport type OptionalAuthOperation = ${union('optional')};\n`;
}
