// Registers every operation of a route table as a Fastify route: the contract's schemas validate
// the request and serialise the answer (so undeclared fields never leave), the handler is found
// by operationId, and the context it gets depends on the operation's security.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http-error';
import { uploadBytes, uploads } from '../observability/metrics';
import { parseMultipart } from './multipart';
import { ndjsonLines } from './ndjson';
import { validatorFor, type Validator } from './validator';
import { withoutBadRows } from './stored-rows';
import { validatorOnFirstUse } from './compile-on-first-use';
import { validationError, type ValidationError } from './validation-error';
import { notImplemented, RawReply, type AnyHandler, type BaseContext, type CustomerContext, type NotImplemented, type OfficeContext } from './handlers';
import { NDJSON, type RouteEntry, type RouteTable } from './route-table';

export interface ContractServices {
  baseContext(request: FastifyRequest): BaseContext;
  /** The signed-in customer's (or, on the office API, the credential's office's) context; throws 401 unless `optional` and no token was sent. */
  authenticate(request: FastifyRequest, base: BaseContext, optional: boolean): Promise<CustomerContext | OfficeContext | null>;
  /** Called after a signed-in customer's operation succeeded (the computed signals follow their data). */
  afterCustomerOperation?(route: RouteEntry, context: CustomerContext): Promise<void>;
}

export type RegisteredHandlers = Record<string, AnyHandler | NotImplemented>;

/** Operations of a table whose handler is the explicit `notImplemented` marker. */
export function unimplementedOperations(table: RouteTable, handlers: RegisteredHandlers): string[] {
  return table.routes.filter((route) => handlers[route.operationId] === notImplemented).map((route) => route.operationId);
}

/** The JSON body of an operation that also takes multipart, checked here instead of by Fastify; a streamed body's lines, each checked as it is read. */
function validJsonBody(route: RouteEntry, request: FastifyRequest, compile: Validator): unknown {
  if (route.lines) {
    // Without a content type or a length there is no stream to read: the lines are missing.
    if (request.body === undefined || request.body === null) throw linesMissing();
    return ndjsonLines(request.body as AsyncIterable<Buffer>, route.lines.maxLineBytes, compile(route.lines.schema, 'exact'));
  }
  if (!route.multipart) return request.body;
  if (!route.jsonBody) throw unsupportedType();
  const validate = compile(route.jsonBody, 'exact');
  if (!validate(request.body ?? {})) throw validationError('body', (validate.errors ?? []) as ValidationError[]);
  return request.body;
}

const linesMissing = () =>
  new HttpError(400, 'validation_error', 'body is required: application/x-ndjson, one JSON object a line', [
    { field: 'body', code: 'field_required', message: 'is required: application/x-ndjson, one JSON object a line' },
  ]);
const unsupportedType = () => new HttpError(415, 'unsupported_media_type', 'The operation does not take a body of this content type');

/**
 * Refuses, before a byte is parsed, a body whose media type the operation's contract does not
 * declare: a parser Fastify has for another operation (JSON, text) must not feed a handler that
 * only ever validated the declared one.
 */
function refuseUndeclaredType(route: RouteEntry, request: FastifyRequest) {
  const { 'content-type': contentType, 'content-length': length, 'transfer-encoding': chunked } = request.headers;
  if (contentType === undefined && (length === undefined || length === '0') && chunked === undefined) return;
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (!route.requestTypes.includes(type)) throw unsupportedType();
}

async function contextFor(route: RouteEntry, request: FastifyRequest, services: ContractServices) {
  const base = services.baseContext(request);
  if (route.auth === 'none') return base;
  const signedIn = await services.authenticate(request, base, route.auth === 'optional');
  return route.auth === 'optional' ? { ...base, signedIn } : signedIn;
}

export function registerContract(app: FastifyInstance, table: RouteTable, handlers: RegisteredHandlers, services: ContractServices) {
  // Serialisation (fast-json-stringify) resolves references through Fastify's shared schemas;
  // validation uses a 2020-12 validator of its own holding the same definitions.
  app.addSchema(table.definitions);
  const compile = validatorFor(table.definitions);
  // A streamed body reaches its handler unread, as the request stream; its limit is per line.
  if (table.routes.some((route) => route.lines)) app.addContentTypeParser(NDJSON, (_request, payload, done) => done(null, payload));
  const definitions = (table.definitions as { $defs: Record<string, Record<string, unknown>> }).$defs;
  app.setValidatorCompiler(({ schema, httpPart }) =>
    validatorOnFirstUse(() => compile(schema as Record<string, unknown>, httpPart === 'body' ? 'exact' : 'text')),
  );
  for (const route of table.routes) {
    const handler = handlers[route.operationId];
    if (!handler) throw new Error(`${table.api}: no handler for operation ${route.operationId}`);
    // Only the parts the contract declares (Fastify warns about parts given as undefined); an
    // operation not built yet answers 501 whatever it is sent, so it gets none.
    const schema = handler === notImplemented ? {} : Object.fromEntries(Object.entries(route.schema).filter(([, part]) => part !== undefined));
    app.route({
      method: route.method as 'GET',
      url: route.url,
      schema,
      config: { operationId: route.operationId },
      bodyLimit: route.bodyLimit,
      preParsing: async (request, _reply, payload) => {
        refuseUndeclaredType(route, request);
        return payload;
      },
      handler: async (request, reply) => {
        if (handler === notImplemented) {
          throw new HttpError(501, 'not_implemented', `${route.operationId} is not implemented yet`);
        }
        const context = await contextFor(route, request, services);
        const { body, files } =
          route.multipart && route.upload && request.isMultipart()
            ? await parseMultipart(request, reply, compile(route.multipart, 'text'), route.upload)
            : { body: validJsonBody(route, request, compile), files: [] };
        for (const file of files) {
          uploads.inc({ operation: route.operationId });
          uploadBytes.inc({ operation: route.operationId }, file.data.length);
        }
        const input = { params: request.params, query: request.query, headers: request.headers, body, files, request };
        const answer = await handler(input as never, context as never);
        const succeeded = !(answer instanceof RawReply) || answer.status < 300;
        if (succeeded && route.auth === 'bearer' && services.afterCustomerOperation) await services.afterCustomerOperation(route, context as CustomerContext);
        if (answer instanceof RawReply) {
          reply.code(answer.status).headers(answer.headers);
          return reply.send(answer.payload);
        }
        const answerSchema = route.schema.response[String(route.successStatus)];
        if (route.method !== 'GET' || !answerSchema) return reply.code(route.successStatus).send(answer);
        return reply.code(route.successStatus).send(withoutBadRows(answer, answerSchema, definitions, compile, request.log, route.operationId));
      },
    });
  }
}
