// Sends a request to an operation from its parts (path parameters, query, body), the way a client
// of the contract would: JSON, or multipart with the schema's binary fields as files.
import type { LightMyRequestResponse } from 'fastify';
import { pdf } from '../../src/server/seed/files';
import { propertiesOf, resolve, urlOf, type Operation } from './contract-operations';
import type { TestServer } from './helper';
import { multipart, type Part } from './multipart';

export interface RequestParts {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body?: unknown;
}

const aFile = () => ({ filename: 'bewijs.pdf', data: pdf(['Bewijsstuk']).content, type: 'application/pdf' });

function isBinary(operation: Operation, schema: unknown): boolean {
  const resolved = resolve(operation, schema);
  return resolved.format === 'binary' || (resolved.type === 'array' && resolve(operation, resolved.items).format === 'binary');
}

function formParts(operation: Operation, body: unknown): Part[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return [['value', String(body)]];
  const properties = propertiesOf(operation, operation.route.multipart);
  return Object.entries(body).flatMap(([field, value]): Part[] => {
    if (isBinary(operation, properties[field])) return [[field, aFile()]];
    const values = Array.isArray(value) ? value : [value];
    return values.map((item): Part => [field, typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item)]);
  });
}

export function queryString(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      // URLSearchParams writes a lone surrogate as U+FFFD, as a browser would.
      if (item !== undefined) search.append(name, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export async function send(
  server: TestServer,
  office: string,
  token: string | undefined,
  operation: Operation,
  parts: RequestParts,
): Promise<LightMyRequestResponse> {
  const url = urlOf(operation, (name) => String(parts.params[name] ?? 1)) + queryString(parts.query);
  if (parts.body === undefined) return server.call(office, operation.route.method, url, { token });
  if (operation.route.bodyType === 'multipart') {
    const form = await multipart(formParts(operation, parts.body));
    return server.call(office, operation.route.method, url, { token, body: form.payload, headers: { 'content-type': form.contentType } });
  }
  return server.call(office, operation.route.method, url, { token, body: parts.body });
}
