// A request that broke the contract, found after Fastify's own validation (multipart bodies):
// shaped like Fastify's validation errors so the one error handler answers 400 the same way.
export interface ValidationError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

export function validationError(context: string, validation: ValidationError[]) {
  return Object.assign(new Error('validation failed'), { statusCode: 400, validation, validationContext: context });
}
