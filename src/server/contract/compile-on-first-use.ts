// Validators and serialisers of the contract's routes are compiled when a route is first called,
// not when the server starts: compiling all of them (Ajv, fast-json-stringify) was a large part of
// a restart's CPU time, and a restart is an outage the customer sees. The schemas are checked in
// tests (tests/unit/server/contract-schemas.test.ts, and every operation is called by the API suite).
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { ValidateFunction } from 'ajv';

type SerializerFactory = ReturnType<typeof SerializerSelector>;

/** Fastify's own serialiser factory (same options, same shared schemas), each serialiser built on first use. */
export const serializersOnFirstUse: SerializerFactory = (externalSchemas, options) => {
  const build = SerializerSelector()(externalSchemas, options);
  return (route) => {
    let serialize: ((data: unknown) => string) | undefined;
    return (data: unknown) => (serialize ??= build(route))(data);
  };
};

/** A validator compiled on its first call; it reports the compiled one's errors as its own. */
export function validatorOnFirstUse(build: () => ValidateFunction): ValidateFunction {
  let validate: ValidateFunction | undefined;
  const lazy = ((data: unknown, context?: Parameters<ValidateFunction>[1]) => {
    validate ??= build();
    const valid = validate(data, context);
    lazy.errors = validate.errors;
    return valid;
  }) as ValidateFunction;
  // Fastify hands Ajv functions (those with a schemaEnv) the request as the data's parent.
  return Object.assign(lazy, { schemaEnv: {} as ValidateFunction['schemaEnv'] });
}
