// Tenant and customer isolation, generated from the contract: every implemented operation that takes
// an id (in its path, query or body) is called with each of Jan's ids as another customer of his
// office (Sanne) and as a customer of another office (Pieter). Every such call must be refused (4xx)
// or find nothing (a search answering an empty list), and afterwards every read of Jan's answers
// exactly as before. As the owner, Jan reads his own
// records through each id-taking read. A new operation is covered the moment its handler exists.
// The office API's operations are called with another office's credential: refused on this
// office's address, and elsewhere answering nothing of this office, even when sent its own data.
// Runs on PGlite, and on PostgreSQL with DATABASE_URL (as CI does).
import { beforeAll, describe, expect, it } from 'vitest';
import { bodySchema, implemented, propertiesOf, reportNotImplemented, resolve, typeOf, type Operation } from './contract-operations';
import { send, type RequestParts } from './contract-requests';
import { demoLogins, demoWidgetKeys, useTestServer } from './helper';
import { officeCredential } from './office-callers';
import { sample } from './schema-arbitraries';

const server = useTestServer();
reportNotImplemented('isolation');

/** Operations whose ids name no customer's record, and why. */
const notCustomerData: Record<string, string> = {
  getTenantByCode: 'an office code: public, the login asks for it before anyone signs in',
  getCompanyLabels: 'an HDN company code: the same catalogue for every customer',
  getLenderImage: "a lender's public logo, asked for by the office's widget key",
};
/** Operations whose ids this matrix cannot take from Jan's answers, and the test that tries strangers on them instead. */
const isolatedElsewhere: Record<string, string> = {
  deleteSession: "a session's id is a UUID, not a number: account-sessions.test.ts",
  getDataExportFile: 'Jan has no archive until he asks for one: account-data-export.test.ts',
  getSignedOfferDocument: 'Jan has no signed copy until he signs: offers.test.ts, for another customer and office',
};
/** Operations whose ids name a record of the office, shared by its customers: only another office is refused. */
const officeWide: Record<string, string> = {
  getTenantDocument: "the office's own documents, for all of its customers",
  postBookableTimes: "the office's appointment types",
};

const idName = /(^|_)id$|^id$|Id$/;

interface Slot {
  place: 'params' | 'query' | 'body';
  path: (string | number)[];
}

function bodySlots(operation: Operation, schema: unknown, path: (string | number)[], depth = 0): Slot[] {
  if (depth > 5) return [];
  const resolved = resolve(operation, schema);
  if (typeOf(operation, resolved) === 'array') return bodySlots(operation, resolved.items, [...path, 0], depth + 1);
  return Object.entries(propertiesOf(operation, resolved)).flatMap(([name, property]) =>
    idName.test(name) && typeOf(operation, property) === 'integer'
      ? [{ place: 'body' as const, path: [...path, name] }]
      : ['object', 'array'].includes(typeOf(operation, property) ?? '')
        ? bodySlots(operation, property, [...path, name], depth + 1)
        : [],
  );
}

function slotsOf(operation: Operation): Slot[] {
  const { params, querystring } = operation.route.schema;
  return [
    ...Object.keys(propertiesOf(operation, params)).map((name) => ({ place: 'params' as const, path: [name] })),
    ...Object.keys(propertiesOf(operation, querystring))
      .filter((name) => idName.test(name))
      .map((name) => ({ place: 'query' as const, path: [name] })),
    ...(bodySchema(operation) ? bodySlots(operation, bodySchema(operation), []) : []),
  ];
}

/** The operation's parts with valid sample values, the slot set to `id`. */
function partsWith(operation: Operation, slot: Slot, id: number, variant: Record<string, unknown> = {}): RequestParts {
  const parts: RequestParts = {
    params: (sample(operation, operation.route.schema.params) as Record<string, unknown>) ?? {},
    query: (sample(operation, operation.route.schema.querystring) as Record<string, unknown>) ?? {},
    body: bodySchema(operation) ? { ...(sample(operation, bodySchema(operation)) as object), ...variant } : undefined,
  };
  let target = parts[slot.place] as Record<string | number, unknown>;
  const ancestors = slot.path.slice(0, -1);
  for (const [depth, key] of ancestors.entries()) {
    target[key] ??= typeof key === 'number' ? {} : [];
    target = target[key] as Record<string | number, unknown>;
    // A nested id (a loan part's) needs its parent's optional id too (the mortgage's), or the
    // request is refused as incomplete before any ownership check.
    if (!Array.isArray(target) && target.id === undefined && depth < ancestors.length - 1) target.id = id;
  }
  target[slot.path.at(-1)!] = id;
  return parts;
}

/** Variants of the body over its first required choice (postView's `model`), so an id meets its kind. */
function bodyVariants(operation: Operation): Record<string, unknown>[] {
  const schema = bodySchema(operation);
  if (!schema) return [{}];
  const properties = propertiesOf(operation, schema);
  for (const [name, property] of Object.entries(properties)) {
    const choices = resolve(operation, property).enum as unknown[] | undefined;
    if (choices && name !== 'screen') return choices.map((choice) => ({ [name]: choice }));
  }
  return [{}];
}

const reads = implemented.filter((operation) => operation.route.method === 'GET' && operation.route.auth === 'bearer' && !operation.route.schema.params);

/** Every id in Jan's (or anyone's) answers, and the answers themselves as text. */
async function harvest(office: string, token: string) {
  const ids = new Set<number>();
  const answers = new Map<string, string>();
  const walk = (value: unknown, key = ''): void => {
    if (Array.isArray(value)) value.forEach((item) => walk(item, key));
    else if (value && typeof value === 'object') Object.entries(value).forEach(([name, inner]) => walk(inner, name));
    else if (idName.test(key) && Number.isInteger(value) && (value as number) > 0) ids.add(value as number);
  };
  for (const operation of reads) {
    const choices = Object.entries(propertiesOf(operation, operation.route.schema.querystring)).flatMap(([name, property]) => {
      const resolved = resolve(operation, property);
      const values = (resolved.enum ?? resolve(operation, resolved.items).enum ?? []) as unknown[];
      return values.map((value) => ({ [name]: value }));
    });
    for (const query of [{}, ...choices]) {
      const response = await send(server, office, token, operation, { params: {}, query });
      if (response.statusCode !== 200) continue;
      answers.set(`${operation.route.operationId}${JSON.stringify(query)}`, response.body);
      if (String(response.headers['content-type']).includes('json')) walk(response.json());
    }
  }
  return { ids, answers };
}

const people = {
  jan: { office: 'vandijk', login: demoLogins.vandijk, token: '' },
  sanne: { office: 'vandijk', login: demoLogins.vandijkSecond, token: '' },
  pieter: { office: 'degroot', login: demoLogins.degroot, token: '' },
};
let janBefore: Awaited<ReturnType<typeof harvest>>;
const idsOf: Record<string, Set<number>> = {};

beforeAll(async () => {
  for (const person of Object.values(people)) person.token = await server.login(person.office, person.login.username, person.login.password);
  janBefore = await harvest('vandijk', people.jan.token);
  for (const name of ['sanne', 'pieter'] as const) idsOf[name] = (await harvest(people[name].office, people[name].token)).ids;
});

// The office API's operations take a credential, not Jan's token, and address records by the
// office's own ids: the other office's credential tries them below.
const covered = implemented.filter(
  (operation) =>
    operation.caller === 'customer' &&
    slotsOf(operation).length > 0 &&
    !notCustomerData[operation.route.operationId] &&
    !isolatedElsewhere[operation.route.operationId],
);

describe('isolation matrix', () => {
  it('finds the id-taking operations and Jan’s ids', () => {
    console.info(`isolation: ${covered.length} operations, ${janBefore.ids.size} ids of Jan; not customer data: ${Object.keys(notCustomerData).join(', ')}`);
    expect(covered.map((operation) => operation.route.operationId)).toEqual(
      expect.arrayContaining(['getDocument', 'deleteDocument', 'postView', 'postDocument']),
    );
    expect(janBefore.ids.size).toBeGreaterThan(20);
  });

  for (const operation of covered) {
    const strangers = officeWide[operation.route.operationId] ? (['pieter'] as const) : (['sanne', 'pieter'] as const);
    // A test per stranger, so each has the limit of one.
    for (const stranger of strangers) {
      it(`${operation.route.operationId}: refused for ${stranger} with each of Jan's ids`, async () => {
        const leaks: string[] = [];
        const unreached: string[] = [];
        // An id that is also the stranger's own may rightly answer; the rest are Jan's alone.
        const ids = [...janBefore.ids].filter((id) => !idsOf[stranger]!.has(id));
        for (const slot of slotsOf(operation)) {
          let reached = false;
          for (const variant of [{}, ...bodyVariants(operation)]) {
            for (const id of ids) {
              const response = await send(server, people[stranger].office, people[stranger].token, operation, partsWith(operation, slot, id, variant));
              const foundNothing = response.statusCode === 200 && ['[]', '{}'].includes(response.body);
              if ((response.statusCode < 400 && !foundNothing) || response.statusCode >= 500) {
                leaks.push(`${stranger} ${slot.place}.${slot.path.join('.')}=${id} ${JSON.stringify(variant)} → ${response.statusCode}`);
              }
              // A request the contract refused never reached the handler's ownership check.
              if (!response.body.includes('"validation_error"')) reached = true;
            }
          }
          if (!reached) unreached.push(`${stranger} ${slot.place}.${slot.path.join('.')}`);
        }
        expect(leaks).toEqual([]);
        expect(unreached, 'slots whose every request the contract refused').toEqual([]);
      });
    }
  }

  it('changed none of Jan’s records', async () => {
    const after = await harvest('vandijk', people.jan.token);
    expect([...after.answers.keys()]).toEqual([...janBefore.answers.keys()]);
    for (const [key, body] of janBefore.answers) expect(after.answers.get(key), key).toBe(body);
  }, 60_000);

  for (const operation of covered.filter((candidate) => candidate.route.method === 'GET')) {
    it(`${operation.route.operationId}: Jan reads his own records through it`, async () => {
      const answered: number[] = [];
      for (const slot of slotsOf(operation)) {
        for (const id of janBefore.ids) {
          const response = await send(server, 'vandijk', people.jan.token, operation, partsWith(operation, slot, id));
          if (response.statusCode === 200) answered.push(id);
        }
      }
      expect(answered.length).toBeGreaterThan(0);
    }, 60_000);
  }
});

const officeOperations = implemented.filter((operation) => operation.caller === 'office');
/** What would show that an answer holds something of Van Dijk's. */
const vanDijkMarks = ['VANDIJK', 'vandijk', demoWidgetKeys.vandijk.scenarios, 'Van Dijk'];

describe('office API isolation', () => {
  let theirs = '';
  let ourOffice: unknown;
  beforeAll(async () => {
    theirs = (await officeCredential(server, 'DEGROOT')).secret;
    ourOffice = (await server.call(null, 'GET', '/office/v1/office', { token: (await officeCredential(server, 'VANDIJK', ['read'])).secret })).json();
  });

  it('covers every office operation', () => {
    expect(officeOperations.map((operation) => operation.route.operationId)).toEqual(expect.arrayContaining(['getOffice', 'putOffice', 'getAuditTrail']));
  });

  for (const operation of officeOperations) {
    it(`${operation.route.operationId}: De Groot's credential gets nothing of Van Dijk, sent Van Dijk's own data`, async () => {
      const sampled: RequestParts = {
        params: (sample(operation, operation.route.schema.params) as Record<string, unknown>) ?? {},
        query: (sample(operation, operation.route.schema.querystring) as Record<string, unknown>) ?? {},
        body: bodySchema(operation) ? sample(operation, bodySchema(operation)) : undefined,
      };
      const variants = [sampled, ...(bodySchema(operation) ? [{ ...sampled, body: ourOffice }] : [])];
      for (const parts of variants) {
        const onOurs = await send(server, 'vandijk', theirs, operation, parts);
        expect(onOurs.statusCode, onOurs.body).toBe(401);
        const elsewhere = await send(server, '', theirs, operation, parts);
        expect(elsewhere.statusCode).toBeLessThan(500);
        for (const mark of vanDijkMarks) expect(elsewhere.body, mark).not.toContain(mark);
      }
    });
  }
});
