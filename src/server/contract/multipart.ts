// Multipart bodies: the files are read into memory within the upload limits (a file over the
// limit ends the request with 413 before anything is stored), and the fields are validated with
// the contract's schema, each file standing in its field by its name so `required` still holds.
import type { ValidateFunction } from 'ajv';
import type { FastifyRequest } from 'fastify';
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

function add(target: Record<string, unknown>, field: string, value: unknown) {
  const existing = target[field];
  if (existing === undefined) target[field] = value;
  else target[field] = Array.isArray(existing) ? [...existing, value] : [existing, value];
}

export async function parseMultipart(request: FastifyRequest, validate: ValidateFunction): Promise<ParsedBody> {
  const body: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  for await (const part of request.parts()) {
    if (part.type === 'file') {
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
