// What the archive holds: a JSON file per kind of record, each the answer of the portal's own read
// operation for this customer, serialised by that operation's answer schema (so the shapes are the
// contract's, and partner data is what the portal shows, no more), then every document they see.
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { CustomerContext, Input, RawReply } from '../contract/handlers';
import type { RegisteredHandlers } from '../contract/register';
import type { RouteTable } from '../contract/route-table';
import type { ArchiveEntry } from './archive';

/** The archive's JSON files and the read operations that answer them. */
export const RECORD_KINDS = {
  customer: 'getCustomer',
  family: 'getFamily',
  mortgages: 'getMortgages',
  policies: 'getPolicies',
  damages: 'getDamages',
  documents: 'getDocuments',
  tasks: 'getTasks',
  signals: 'getActiveSignals',
  notes: 'getNotes',
  appointments: 'getAppointments',
  incomes: 'getIncomes',
  'partner-incomes': 'getPartnerIncomes',
  retirements: 'getRetirements',
  'partner-retirements': 'getPartnerRetirements',
  obligations: 'getObligations',
  living: 'getLiving',
} as const;

/** Every relation of the customer the portal can ask for (GET /customer/customer?include=). */
const CUSTOMER_INCLUDES = 'addresses,avatar,nationality,identification,advisor,account_manager,invitation,product_labels';
const MAILS_PER_PAGE = 100;
const packed = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/heic', 'application/zip']);

type Read = (query: Record<string, unknown>) => Promise<string>;

/** A reader of the portal's read operations for one customer, answering their JSON as the API would. */
export function portalReader(table: RouteTable, handlers: RegisteredHandlers, context: CustomerContext): (operationId: string) => Read {
  const build = SerializerSelector()({ [table.api]: table.definitions }, {});
  return (operationId) => {
    const route = table.routes.find((entry) => entry.operationId === operationId);
    const handler = handlers[operationId];
    if (!route || typeof handler !== 'function') throw new Error(`no read operation ${operationId}`);
    const serialize = build({ schema: route.schema.response['200'], method: 'GET', url: route.url, httpStatus: '200' });
    return async (query) => {
      const input = { params: {}, query, headers: {}, body: undefined, files: [], request: { ip: '', headers: {} } } as unknown as Input<unknown>;
      const answer = (await handler(input, context as never)) as unknown | RawReply;
      return serialize(answer);
    };
  };
}

const encode = (text: string) => new TextEncoder().encode(text);
const pretty = (json: string) => encode(`${JSON.stringify(JSON.parse(json), null, 2)}\n`);
const safeName = (name: string) => name.replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(0, 120);

/** The archive's entries in order, each read when the archiver asks for it. */
export async function* archiveEntries(read: (operationId: string) => Read, context: CustomerContext): AsyncGenerator<ArchiveEntry> {
  for (const [kind, operationId] of Object.entries(RECORD_KINDS)) {
    const query = operationId === 'getCustomer' ? { include: CUSTOMER_INCLUDES } : {};
    yield { name: `gegevens/${kind}.json`, bytes: pretty(await read(operationId)(query)) };
  }
  const mails = read('getMails');
  for (let page = 1; ; page += 1) {
    const json = await mails({ page, per_page: MAILS_PER_PAGE });
    yield { name: `gegevens/mails/page-${page}.json`, bytes: pretty(json) };
    if (page >= (JSON.parse(json) as { last_page: number }).last_page) break;
  }
  const listed = JSON.parse(await read('getDocuments')({})) as Record<string, { id: number }[]>;
  for (const { id } of Object.values(listed).flat()) {
    const row = await context.customer.document(id);
    if (!row) continue;
    const file = row.name.toLowerCase().endsWith(`.${row.extension}`) ? row.name : `${row.name}.${row.extension}`;
    yield { name: `bestanden/${row.id}-${safeName(file)}`, bytes: row.content, store: packed.has(row.mime_type) };
  }
}
