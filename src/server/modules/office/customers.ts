// The office API's customers (issue 37): put in and replaced by the office's own id, read one by
// one or a page at a time. Only customers the office put in by a ref are reached; a ref another
// office uses is as unknown as one nobody uses.
import { wallClockOf } from '../../../lib/amsterdam-time';
import { RawReply, type OfficeContext } from '../../contract/handlers';
import type { Config } from '../../config';
import { inTransaction } from '../../db/database';
import { OfficeCustomers } from '../../db/office-customers';
import { OfficeScope } from '../../db/office-scope';
import { HttpError } from '../../http-error';
import type { TenantRow } from '../../tenants';
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

/** What a customer's stored profile is worked out from besides the body: the office and the day. */
export interface Circumstances {
  tenantCode: string;
  firstBranch: number;
  today: string;
  /** The server's clock when the put or the import began: what records store as their time. */
  now: Date;
}

export function circumstancesOf({ tenant, config }: { tenant: Pick<TenantRow, 'code' | 'settings'>; config: Pick<Config, 'clock'> }): Circumstances {
  const branches = (tenant.settings.offices ?? []) as { id: number }[];
  const now = config.clock();
  return { tenantCode: tenant.code, firstBranch: branches[0]?.id ?? 1, today: wallClockOf(now).date, now };
}

const usernameTaken = () => new HttpError(409, 'customer_username_taken', 'Another customer of the office has this username');

/**
 * Puts the customer in or replaces it by the office's ref, in the caller's transaction when there
 * is one; stored equal means `unchanged` and nothing written. Writes no audit entry: the caller's.
 */
export async function writeCustomer(
  office: OfficeScope,
  circumstances: Circumstances,
  ref: string,
  body: OfficeSchemas['CustomerInput'],
): Promise<{ result: 'created' | 'updated' | 'unchanged'; row: CustomerRow }> {
  const customers = new OfficeCustomers(office.db, office.tenantId);
  const before = await customers.byRef(ref);
  if (before && sameCustomer(storedOf(before), storedCustomer(body, { ...circumstances, customerId: before.id, before: storedOf(before) }))) {
    return { result: 'unchanged', row: before };
  }
  return inTransaction(office.db, async (trx) => {
    const writing = new OfficeCustomers(trx, office.tenantId);
    if (await writing.usernameTaken(body.username, before?.id ?? null)) throw usernameTaken();
    const id = before?.id ?? (await writing.insert(ref, body.username));
    await writing.update(id, storedCustomer(body, { ...circumstances, customerId: id, before: before && storedOf(before) }));
    return { result: before ? 'updated' : 'created', row: (await writing.byRef(ref))! };
  });
}

export const customerHandlers = {
  getCustomer: async ({ params }, context) => officeCustomer((await customerByRef(context, params.customer_ref)).row),

  listCustomers: async ({ query }, { office, call }) => {
    const after = query.cursor === undefined ? 0 : Math.min(Number(query.cursor), LAST_ID);
    const rows = await new OfficeCustomers(office.db, office.tenantId).page(after, query.limit ?? DEFAULT_PAGE);
    call.records.push(...rows.map((row) => `customer:${row.id}`));
    return { customers: rows.map(officeCustomer), next_cursor: rows.length ? String(rows.at(-1)!.id) : (query.cursor ?? null) };
  },

  putCustomer: async ({ params, body }, context) => {
    const { office, call } = context;
    const { result, row } = await inTransaction(office.db, async (trx) => {
      const scope = new OfficeScope(trx, office.tenantId);
      const written = await writeCustomer(scope, circumstancesOf(context), params.customer_ref, body);
      call.records.push(`customer:${written.row.id}`);
      // An unchanged put stores nothing, so its entry is the call's own, written when it is answered.
      if (written.result !== 'unchanged') {
        await scope.recordCall({ ...call, status: written.result === 'created' ? 201 : 200 });
        call.audited = true;
      }
      return written;
    });
    const answer = { customer: officeCustomer(row), result };
    return result === 'created' ? new RawReply(201, answer) : answer;
  },
} satisfies Partial<OfficeHandlers>;
