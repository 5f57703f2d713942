// Request validation with Ajv for JSON Schema 2020-12, the dialect of OpenAPI 3.1 (Fastify's own
// Ajv speaks draft-07 and refuses keywords such as dependentRequired). Two modes:
// - `exact` for JSON bodies: a value has the type the contract gives it or is refused, so "50000",
//   null or true never become numbers in the database, and a property the contract does not name
//   is refused (every request body is closed, see tests/unit/contract/closed-bodies.test.ts);
// - `text` for path, query and header parameters and multipart fields, which arrive as strings
//   and are read as the declared types;
// - `answer` for what the server is about to send (src/server/contract/stored-rows.ts): exact, and
//   it changes nothing, so no default is added to an answer.
// Both fill defaults and report every field, and refuse malformed text (NUL, unpaired surrogates)
// in any string they see.
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { malformedText } from './well-formed';

export type ValidationMode = 'exact' | 'text' | 'answer';

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

// validateSchema off: checking the contract's definitions against the 2020-12 meta-schema took most
// of a restart's CPU time, for documents that never change while the server runs. The check runs
// in tests/unit/server/contract-schemas.test.ts instead.
function ajvFor(mode: ValidationMode, definitions: Record<string, unknown>) {
  const ajv = new Ajv2020({
    coerceTypes: mode === 'text' ? 'array' : false,
    useDefaults: mode !== 'answer',
    allErrors: true,
    strict: false,
    validateSchema: false,
  });
  addFormats(ajv);
  ajv.addSchema(definitions);
  return ajv;
}

export type Validator = (schema: Record<string, unknown>, mode: ValidationMode) => ValidateFunction;

const validators = new WeakMap<object, Validator>();

/**
 * The validator of a contract's definitions: one per process, whoever asks (each server the API
 * tests build, every import request), since building three Ajv instances and compiling a schema
 * again costs far more than the check itself.
 */
export function validatorFor(definitions: Record<string, unknown>): Validator {
  let validator = validators.get(definitions);
  if (!validator) {
    validator = createValidator(definitions);
    validators.set(definitions, validator);
  }
  return validator;
}

function createValidator(definitions: Record<string, unknown>): Validator {
  const ajvs = { exact: ajvFor('exact', definitions), text: ajvFor('text', definitions), answer: ajvFor('answer', definitions) };
  const compiled = {
    exact: new WeakMap<object, ValidateFunction>(),
    text: new WeakMap<object, ValidateFunction>(),
    answer: new WeakMap<object, ValidateFunction>(),
  };
  return (schema: Record<string, unknown>, mode: ValidationMode): ValidateFunction => {
    let validate = compiled[mode].get(schema);
    if (!validate) {
      validate = withWellFormedText(ajvs[mode].compile(schema));
      compiled[mode].set(schema, validate);
    }
    return validate;
  };
}
