// Multipart bodies, read within the limits the contract states for the operation (route-table's
// UploadLimits): a file under a field the contract does not name is refused before a byte of it is
// read, the whole request is counted as it streams in and refused the moment it passes its limit
// (nothing past it is read, let alone kept), and a body that breaks off or is malformed is the
// client's fault, answered 400. The fields are then validated with the contract's schema, each file
// standing in its field by its name so `required` still holds.
import type { IncomingMessage } from 'node:http';
import type { ValidateFunction } from 'ajv';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http-error';
import type { UploadLimits } from './route-table';
import type { ValidationError } from './validation-error';
import { validationError } from './validation-error';

export interface UploadedFile {
  field: string;
  filename: string;
  /** What the client claims; the server decides the type from the content. */
  mimetype: string;
  data: Buffer;
}

export interface ParsedBody {
  body: Record<string, unknown>;
  files: UploadedFile[];
}

// One file over its limit and the whole request over its total are told apart: the customer
// removes one file for the first, some of them for the second.
const tooLarge = () => new HttpError(413, 'message_error_file_size', 'A file is larger than allowed');
const totalTooLarge = () => new HttpError(413, 'message_error_total_size', 'The request is larger than allowed in total');

function fieldError(code: string, field: string, message: string) {
  return new HttpError(400, code, `body.${field} ${message}`, [{ field: `body.${field}`, code, message }]);
}

function add(target: Record<string, unknown>, field: string, value: unknown) {
  const existing = target[field];
  if (existing === undefined) target[field] = value;
  else target[field] = Array.isArray(existing) ? [...existing, value] : [existing, value];
}

/** Whether a file may come under this field, checked before it is read. */
function checkFileField(limits: UploadLimits, field: string, seen: Set<string>) {
  const kind = Object.hasOwn(limits.fileFields, field) ? limits.fileFields[field] : undefined;
  if (!kind) throw fieldError('field_unknown', field, 'is not a file field of this operation');
  if (kind === 'one' && seen.has(field)) throw fieldError('field_too_many', field, 'takes one file');
  seen.add(field);
}

async function readParts(parts: ReturnType<FastifyRequest['parts']>, limits: UploadLimits, validate: ValidateFunction): Promise<ParsedBody> {
  const body: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  const seen = new Set<string>();
  for await (const part of parts) {
    if (part.type === 'file') {
      checkFileField(limits, part.fieldname, seen);
      const data = await part.toBuffer();
      files.push({ field: part.fieldname, filename: part.filename, mimetype: part.mimetype, data });
      add(body, part.fieldname, part.filename || 'file');
    } else {
      add(body, part.fieldname, part.value);
    }
  }
  if (!validate(body)) throw validationError('body', (validate.errors ?? []) as ValidationError[]);
  return { body, files };
}

/**
 * Counts the request's bytes beside the parser; past the limit the parser is cut off from the
 * request (so the rest is never read) and `passed` rejects with 413.
 */
function watchRequestBytes(raw: IncomingMessage, limit: number) {
  let received = 0;
  let onData: (chunk: Buffer) => void = () => {};
  const passed = new Promise<never>((_resolve, reject) => {
    onData = (chunk) => {
      received += chunk.length;
      if (received <= limit) return;
      raw.off('data', onData);
      raw.unpipe();
      raw.pause();
      reject(totalTooLarge());
    };
  });
  raw.on('data', onData);
  return { passed, stop: () => raw.off('data', onData) };
}

/** The parser's own errors as the contract's: its limits are 413, anything else a broken body. */
function asClientError(error: unknown): unknown {
  if (error instanceof HttpError || (error as { validation?: unknown }).validation) return error;
  const { statusCode, code } = error as { statusCode?: number; code?: string };
  if (statusCode === 413 || code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  return new HttpError(400, 'multipart_invalid', 'The multipart body is malformed or incomplete');
}

export async function parseMultipart(request: FastifyRequest, reply: FastifyReply, validate: ValidateFunction, limits: UploadLimits): Promise<ParsedBody> {
  // A refused body is not read to its end: closing the connection after the answer saves that.
  const refuse = (error: unknown) => (reply.header('connection', 'close'), asClientError(error));
  if (Number(request.headers['content-length']) > limits.maxRequestBytes) throw refuse(totalTooLarge());
  // Reading pipes the request into the parser at once; the watch listens beside it from then on.
  const reading = readParts(request.parts({ limits: { fileSize: limits.maxFileBytes } }), limits, validate);
  const watch = watchRequestBytes(request.raw, limits.maxRequestBytes);
  try {
    return await Promise.race([reading, watch.passed]);
  } catch (error) {
    throw refuse(error);
  } finally {
    watch.stop();
  }
}
