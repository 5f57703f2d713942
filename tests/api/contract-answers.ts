// Checks an answer against the contract's own schema for that operation and status, independently
// of the server's serialiser, so a test fails when the server and the contract disagree.
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import portal from '../../generated/openapi/portal.json' with { type: 'json' };
import proxy from '../../generated/openapi/proxy.json' with { type: 'json' };
import advice from '../../generated/openapi/advice.json' with { type: 'json' };
import office from '../../generated/openapi/office.json' with { type: 'json' };

type Document = { paths: Record<string, Record<string, { operationId?: string; responses: Record<string, unknown> }>> };
const documents: Record<string, Document> = { portal, proxy, advice, office } as unknown as Record<string, Document>;

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
for (const [name, document] of Object.entries(documents)) ajv.addSchema(document, name);

function locate(api: string, operationId: string) {
  for (const [path, item] of Object.entries(documents[api]!.paths)) {
    for (const [method, operation] of Object.entries(item)) if (operation.operationId === operationId) return { path, method };
  }
  throw new Error(`${api} has no operation ${operationId}`);
}

const pointer = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');

/** The validation errors of `body` as the answer of `operationId` with `status`; [] when it fits. */
export function answerErrors(api: string, operationId: string, status: number, body: unknown): string[] {
  const { path, method } = locate(api, operationId);
  const base = `${api}#/paths/${pointer(path)}/${method}/responses/${status}`;
  // Read the answer's own entry, not Ajv's resolution of it: a `$ref` to a shared response
  // (`#/components/responses/Unauthorized`) must be followed to find its content.
  const entry = documents[api]!.paths[path]![method]!.responses[String(status)] as { $ref?: string } | undefined;
  const ref = entry?.$ref ? `${api}${entry.$ref}` : base;
  const response = ajv.getSchema(ref)?.schema;
  if (!response) return [`the contract declares no ${status} answer for ${operationId}`];
  const validate = ajv.getSchema(`${ref}/content/application~1json/schema`);
  if (!validate) return [`the ${status} answer of ${operationId} is not JSON`];
  return validate(body) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
}
