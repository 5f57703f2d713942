// Request validation with Ajv for JSON Schema 2020-12, the dialect of OpenAPI 3.1 (Fastify's own
// Ajv speaks draft-07 and refuses keywords such as dependentRequired). Options as Fastify's:
// coerce query strings and form fields to the declared types, fill defaults, report every field.
// Every validator also refuses malformed text (NUL, unpaired surrogates) in any string it sees.
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { malformedText } from './well-formed';

/** The schema's validator, refusing malformed text in any string as well. */
function withWellFormedText(schemaValidate: ValidateFunction): ValidateFunction {
  const validate = ((data: unknown) => {
    const valid = schemaValidate(data);
    const issues = malformedText(data) as ErrorObject[];
    validate.errors = issues.length ? [...(schemaValidate.errors ?? []), ...issues] : schemaValidate.errors;
    return valid && issues.length === 0;
  }) as ValidateFunction;
  return Object.assign(validate, { schema: schemaValidate.schema, schemaEnv: schemaValidate.schemaEnv });
}

export function createValidator(definitions: Record<string, unknown>) {
  const ajv = new Ajv2020({ coerceTypes: 'array', useDefaults: true, removeAdditional: true, allErrors: true, strict: false });
  addFormats(ajv);
  ajv.addSchema(definitions);
  const compiled = new WeakMap<object, ValidateFunction>();
  return (schema: Record<string, unknown>): ValidateFunction => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = withWellFormedText(ajv.compile(schema));
      compiled.set(schema, validate);
    }
    return validate;
  };
}
