// One implementation of put, get, delete and list for every kind of record the office keeps in
// the jsonb record tables (issue 37, decision record 041): a kind says only which table it lives
// in and how a body becomes the stored contract shape; finding the customer and the record by the
// office's ids, telling created from updated from unchanged, and the audit are done here once.
import { isDeepStrictEqual } from 'node:util';
import type { OfficeCall, OfficeContext } from '../../contract/handlers';
import { RawReply } from '../../contract/handlers';
import type { OfficeRecordRow, OfficeRecords, OfficeRecordTable } from '../../db/office-records';
import type { OfficeScope } from '../../db/office-scope';
import { HttpError } from '../../http-error';
import { fromRow } from '../records';

export interface RecordKind<Body> {
  table: OfficeRecordTable;
  /** The kind's name in the audit trail's `kind:id` (`mortgage:17`). */
  name: string;
  /** The stored contract shape of a body for the row with this id (nested ids derive from it). */
  stored(body: Body, id: number): Record<string, unknown>;
}

export type Result = 'created' | 'updated' | 'unchanged';
interface CustomerParams {
  params: { customer_ref: string };
}
interface RecordParams {
  params: { customer_ref: string; record_ref: string };
}

const customerNotFound = () => new HttpError(404, 'customer_not_found', 'The office has no customer with this id');
const recordNotFound = () => new HttpError(404, 'record_not_found', 'The customer has no such record with this id');

async function customerOf(office: OfficeScope, ref: string, call: OfficeCall): Promise<OfficeRecords> {
  const records = await office.customerRecords(ref);
  if (!records) throw customerNotFound();
  call.records.push(`customer:${records.customerId}`);
  return records;
}

/** Stores the body under the office's id in one transaction; a concurrent first put of the same id is retried once as an update. */
async function store<Body>(records: OfficeRecords, kind: RecordKind<Body>, ref: string, body: Body): Promise<{ result: Result; id: number }> {
  for (let attempt = 0; ; attempt += 1) {
    const outcome = await records.transaction(async (trx) => {
      const row = await trx.byRef(kind.table, ref, true);
      if (!row) {
        const id = await trx.insert(kind.table, ref, (rowId) => kind.stored(body, rowId));
        return id === undefined ? undefined : { result: 'created' as const, id };
      }
      const data = kind.stored(body, row.id);
      if (isDeepStrictEqual(data, row.data)) return { result: 'unchanged' as const, id: row.id };
      await trx.replace(kind.table, row.id, data);
      return { result: 'updated' as const, id: row.id };
    });
    if (outcome || attempt > 0) return outcome ?? { result: 'unchanged', id: (await records.byRef(kind.table, ref))!.id };
  }
}

/** The four operations of a kind; `Entity` is the portal's answer shape of its records. */
export function recordOperations<Body, Entity>(kind: RecordKind<Body>) {
  const entry = (row: OfficeRecordRow, customerId: number) => ({ office_ref: row.office_ref, record: fromRow<Entity>(row, customerId) });
  const found = async (records: OfficeRecords, ref: string, call: OfficeCall) => {
    const row = await records.byRef(kind.table, ref);
    if (!row) throw recordNotFound();
    call.records.push(`${kind.name}:${row.id}`);
    return row;
  };

  return {
    /** Puts the record in by the office's refs, in the caller's transaction when there is one; audits nothing itself. */
    write: async (office: OfficeScope, customerRef: string, recordRef: string, body: Body) => {
      const records = await office.customerRecords(customerRef);
      if (!records) throw customerNotFound();
      return { ...(await store(records, kind, recordRef, body)), name: kind.name };
    },

    list: async ({ params }: CustomerParams, { office, call }: OfficeContext) => {
      const records = await customerOf(office, params.customer_ref, call);
      const rows = await records.list(kind.table);
      for (const row of rows) call.records.push(`${kind.name}:${row.id}`);
      return { entries: rows.map((row) => entry(row, records.customerId)) };
    },

    get: async ({ params }: RecordParams, { office, call }: OfficeContext) => {
      const records = await customerOf(office, params.customer_ref, call);
      return entry(await found(records, params.record_ref, call), records.customerId);
    },

    put: async ({ params, body }: RecordParams & { body: Body }, { office, call }: OfficeContext) => {
      const records = await customerOf(office, params.customer_ref, call);
      const { result } = await store(records, kind, params.record_ref, body);
      const row = await found(records, params.record_ref, call);
      return new RawReply(result === 'created' ? 201 : 200, { result, ...entry(row, records.customerId) });
    },

    remove: async ({ params }: RecordParams, { office, call }: OfficeContext) => {
      const records = await customerOf(office, params.customer_ref, call);
      const row = await found(records, params.record_ref, call);
      await records.remove(kind.table, row.id);
      return { success: true };
    },
  };
}
