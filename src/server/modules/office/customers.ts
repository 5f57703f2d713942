// The office API's customers (issue 37): put in and replaced by the office's own id, read one by
// one or a page at a time. Only customers the office put in by a ref are reached; a ref another
// office uses is as unknown as one nobody uses.
import { wallClockOf } from '../../../lib/amsterdam-time';
import { RawReply, type OfficeContext } from '../../contract/handlers';
import { OfficeCustomers } from '../../db/office-customers';
import { HttpError } from '../../http-error';
import type { OfficeHandlers, OfficeSchemas } from '../types';
import { customerInputOf, sameCustomer, storedCustomer, type StoredCustomer } from './customer-profile';

type CustomerRow = NonNullable<Awaited<ReturnType<OfficeCustomers['byRef']>>>;

const DEFAULT_PAGE = 100;
/** The largest customer id there can be (a 32-bit key); a later cursor reads nothing rather than failing. */
const LAST_ID = 2_147_483_647;

const storedOf = (row: CustomerRow): StoredCustomer => ({
  username: row.username,
  language: row.language,
  two_factor: row.two_factor,
  profile: row.profile as Record<string, unknown>,
  family: row.family as Record<string, unknown>,
});

const statusOf = (row: CustomerRow): OfficeSchemas['OfficeCustomer']['status'] => {
  if (row.deactivated_at) return 'deactivated';
  if (row.password_hash) return 'active';
  return row.invited_at ? 'invited' : 'new';
};
const moment = (value: Date | null) => (value ? new Date(value).toISOString() : null);

/** The customer as the office API answers it. */
export const officeCustomer = (row: CustomerRow): OfficeSchemas['OfficeCustomer'] => ({
  customer_ref: row.office_ref!,
  status: statusOf(row),
  invited_at: moment(row.invited_at),
  deactivated_at: moment(row.deactivated_at),
  customer: customerInputOf(storedOf(row)),
});

/** The office's customer with this ref; 404 when the office has none by it. */
export async function customerByRef({ office, call }: OfficeContext, ref: string) {
  const customers = new OfficeCustomers(office.db, office.tenantId);
  const row = await customers.byRef(ref);
  if (!row) throw new HttpError(404, 'customer_not_found', 'The office has no customer by this ref');
  call.records.push(`customer:${row.id}`);
  return { customers, row };
}

const usernameTaken = () => new HttpError(409, 'customer_username_taken', 'Another customer of the office has this username');

export const customerHandlers = {
  getCustomer: async ({ params }, context) => officeCustomer((await customerByRef(context, params.customer_ref)).row),

  listCustomers: async ({ query }, { office, call }) => {
    const after = query.cursor === undefined ? 0 : Math.min(Number(query.cursor), LAST_ID);
    const rows = await new OfficeCustomers(office.db, office.tenantId).page(after, query.limit ?? DEFAULT_PAGE);
    call.records.push(...rows.map((row) => `customer:${row.id}`));
    return { customers: rows.map(officeCustomer), next_cursor: rows.length ? String(rows.at(-1)!.id) : (query.cursor ?? null) };
  },

  putCustomer: async ({ params, body }, context) => {
    const { office, call, tenant, config } = context;
    const ref = params.customer_ref;
    const branches = (tenant.settings.offices ?? []) as { id: number }[];
    const circumstances = { tenantCode: tenant.code, firstBranch: branches[0]?.id ?? 1, today: wallClockOf(config.clock()).date };
    const customers = new OfficeCustomers(office.db, office.tenantId);
    const before = await customers.byRef(ref);
    if (before) {
      const next = storedCustomer(body, { ...circumstances, customerId: before.id, before: storedOf(before) });
      call.records.push(`customer:${before.id}`);
      if (sameCustomer(storedOf(before), next)) return { customer: officeCustomer(before), result: 'unchanged' as const };
    }
    const { status, row } = await customers.audited(call, async (trx) => {
      if (await trx.usernameTaken(body.username, before?.id ?? null)) throw usernameTaken();
      const id = before?.id ?? (await trx.insert(ref, body.username));
      if (!before) call.records.push(`customer:${id}`);
      await trx.update(id, storedCustomer(body, { ...circumstances, customerId: id, before: before && storedOf(before) }));
      const status = before ? 200 : 201;
      return { status, value: { status, row: (await trx.byRef(ref))! } };
    });
    call.audited = true;
    const answer = { customer: officeCustomer(row), result: status === 201 ? ('created' as const) : ('updated' as const) };
    return status === 201 ? new RawReply(201, answer) : answer;
  },
} satisfies Partial<OfficeHandlers>;
