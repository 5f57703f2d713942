// The one error body of the contract for every failure: a message key, an English text, the status
// and, for a request that broke the contract, the fields. No stack trace or SQL reaches a client.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ValidationError as ValidationIssue } from './contract/validation-error';
import { HttpError } from './http-error';

const codeByKeyword: Record<string, string> = {
  required: 'field_required',
  maxLength: 'field_too_long',
  minLength: 'field_too_short',
  maxItems: 'field_too_many',
  minItems: 'field_too_few',
  pattern: 'field_invalid',
  format: 'field_invalid',
  enum: 'field_invalid_choice',
  const: 'field_invalid_choice',
  type: 'field_invalid_type',
  minimum: 'field_out_of_range',
  maximum: 'field_out_of_range',
  exclusiveMinimum: 'field_out_of_range',
  exclusiveMaximum: 'field_out_of_range',
  wellFormedText: 'field_invalid_characters',
  additionalProperties: 'field_unknown',
  unevaluatedProperties: 'field_unknown',
};

/** The property an issue is about beyond its path: a missing one, or one the contract does not name. */
function namedProperty(issue: ValidationIssue): string | undefined {
  const { missingProperty, additionalProperty, unevaluatedProperty } = issue.params;
  const name = missingProperty ?? additionalProperty ?? unevaluatedProperty;
  return name === undefined ? undefined : String(name);
}

export interface FieldProblem {
  field: string;
  code: string;
  message: string;
}

function detail(place: string, issue: ValidationIssue): FieldProblem {
  const path = issue.instancePath.split('/').filter(Boolean);
  const property = namedProperty(issue);
  if (property !== undefined) path.push(property);
  return {
    field: [place, ...path].join('.'),
    code: codeByKeyword[issue.keyword] ?? 'field_invalid',
    message: issue.message ?? 'is invalid',
  };
}

/** The fields a validation refused, as a 400 answer's `details` name them. */
export const validationDetails = (place: string, issues: ValidationIssue[]): FieldProblem[] => issues.map((issue) => detail(place, issue));

export function sendError(reply: FastifyReply, status: number, code: string, message: string, details?: HttpError['details']) {
  return reply
    .code(status)
    .type('application/json')
    .send({ error: { code, message, status, ...(details ? { details } : {}) } });
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) return sendError(reply, error.status, error.code, error.message, error.details);
  if (error.validation) {
    const place = error.validationContext ?? 'body';
    const details = validationDetails(place, error.validation as ValidationIssue[]);
    const message = details.map((item) => `${item.field} ${item.message}`).join('; ');
    return sendError(reply, 400, 'validation_error', message, details);
  }
  const status = error.statusCode ?? 500;
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendError(reply, 413, 'request_too_large', 'The request is larger than this operation takes');
  if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_FILES_LIMIT') {
    return sendError(reply, 413, 'message_error_file_size', 'The upload is larger than allowed');
  }
  if (status === 415) return sendError(reply, 415, 'unsupported_media_type', 'Unsupported content type');
  if (status >= 400 && status < 500) return sendError(reply, status, 'bad_request', error.message);
  request.log.error({ err: error }, 'request failed');
  return sendError(reply, 500, 'server_error', 'Internal server error');
}

/** Errors Fastify's router raises before any route runs (an undecodable or over-long URL), in the one error body. */
export function frameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return sendError(reply, 414, 'uri_too_long', 'A part of the address is too long');
  return sendError(reply, 400, 'bad_url', 'The address is not a valid URL');
}
