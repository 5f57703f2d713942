// One implementation of put, get, delete and list for every kind of record the office keeps in
// the jsonb record tables (issue 37, decision records 041 and 049): a kind says only which table
// it lives in and how a body becomes the stored contract shape; finding the customer and the
// record by the office's ids, telling created from updated from unchanged, and the audit are done
// here once. The writes are exported apart from the handlers so the NDJSON import calls them too.
import { isDeepStrictEqual } from 'node:util';
import type { OfficeCall, OfficeContext } from '../../contract/handlers';
import { RawReply } from '../../contract/handlers';
import type { OfficeRecordRow, OfficeRecords, OfficeRecordTable } from '../../db/office-records';
import type { OfficeScope } from '../../db/office-scope';
import { HttpError } from '../../http-error';
import { fromRow } from '../records';

export interface StoreContext {
  customerId: number;
  /** The server's clock. */
  now: Date;
  /** What an existing row stored before. */
  before?: Record<string, unknown>;
}

export interface RecordKind<Body> {
  table: OfficeRecordTable;
  /** The kind's name in the audit trail's `kind:id` (`mortgage:17`). */
  name: string;
  /**
   * The stored contract shape of a body for the row with this id (nested ids derive from it);
   * `context` says whose it is, when, and what an existing row stored before.
   */
  stored(body: Body, id: number, context: StoreContext): Record<string, unknown>;
  /** Whether a row of the table is this kind's, when the table holds more than one kind. */
  owns?(data: Record<string, unknown>): boolean;
}

export type RecordResult = 'created' | 'updated' | 'unchanged';
export interface RecordWrite {
  result: RecordResult;
  row: OfficeRecordRow;
  records: OfficeRecords;
}
interface CustomerParams {
  params: { customer_ref: string };
}
interface RecordParams {
  params: { customer_ref: string; record_ref: string };
}

export const customerNotFound = () => new HttpError(404, 'customer_not_found', 'The office has no customer with this id');
export const recordNotFound = () => new HttpError(404, 'record_not_found', 'The customer has no such record with this id');
const refTaken = () => new HttpError(409, 'record_ref_taken', 'Another kind of record of the customer has this id');

const owned = <Body>(kind: RecordKind<Body>, row: OfficeRecordRow | undefined) => (row && (kind.owns?.(row.data) ?? true) ? row : undefined);

/** The customer's records by the office's id of the customer; the call notes whom it touched. */
export async function customerOf(office: OfficeScope, ref: string, call?: OfficeCall): Promise<OfficeRecords> {
  const records = await office.customerRecords(ref);
  if (!records) throw customerNotFound();
  call?.records.push(`customer:${records.customerId}`);
  return records;
}

/** The record with the office's id, found for a read; the call notes it. */
export async function findRecord<Body>(office: OfficeScope, kind: RecordKind<Body>, customerRef: string, recordRef: string, call: OfficeCall) {
  const records = await customerOf(office, customerRef, call);
  const row = owned(kind, await records.byRef(kind.table, recordRef));
  if (!row) throw recordNotFound();
  call.records.push(`${kind.name}:${row.id}`);
  return { row, records };
}

/** A record as the office reads it: the portal's entity beside the office's id. */
export const recordEntry = <Entity>(row: OfficeRecordRow, customerId: number) => ({ office_ref: row.office_ref, record: fromRow<Entity>(row, customerId) });

/**
 * Stores the body under the office's id, with the call's audit entry when there is a call, in one
 * transaction; a concurrent first put of the same id is retried once as an update.
 */
export async function putRecord<Body>(
  office: OfficeScope,
  kind: RecordKind<Body>,
  customerRef: string,
  recordRef: string,
  body: Body,
  now: Date,
  call?: OfficeCall,
): Promise<RecordWrite> {
  const records = await customerOf(office, customerRef, call);
  for (let attempt = 0; ; attempt += 1) {
    const outcome = await records.transaction(async (trx) => {
      const row = await trx.byRef(kind.table, recordRef, true);
      if (row && !owned(kind, row)) throw refTaken();
      let result: RecordResult = 'unchanged';
      // The row as stored after the write: a write answers it, so nothing is read back.
      let stored: OfficeRecordRow;
      if (!row) {
        const inserted = await trx.insert(kind.table, recordRef, (rowId) => kind.stored(body, rowId, { customerId: records.customerId, now }));
        if (!inserted) return undefined;
        stored = inserted;
        result = 'created';
      } else {
        stored = row;
        const data = kind.stored(body, row.id, { customerId: records.customerId, now, before: row.data });
        if (!isDeepStrictEqual(data, row.data)) {
          stored = await trx.replace(kind.table, row.id, data);
          result = 'updated';
        }
      }
      if (call) {
        call.records.push(`${kind.name}:${stored.id}`);
        await trx.audit({ ...call, status: result === 'created' ? 201 : 200 });
        call.audited = true;
      }
      return { result, row: stored };
    });
    if (outcome || attempt > 0) return { ...(outcome ?? { result: 'unchanged' as const, row: (await records.byRef(kind.table, recordRef))! }), records };
  }
}

/** Removes the record with the office's id, with the call's audit entry when there is a call; answers its portal id. */
export async function removeRecord<Body>(
  office: OfficeScope,
  kind: RecordKind<Body>,
  customerRef: string,
  recordRef: string,
  call?: OfficeCall,
): Promise<number> {
  const records = await customerOf(office, customerRef, call);
  return records.transaction(async (trx) => {
    const row = owned(kind, await trx.byRef(kind.table, recordRef, true));
    if (!row) throw recordNotFound();
    await trx.remove(kind.table, row.id);
    if (call) {
      call.records.push(`${kind.name}:${row.id}`);
      await trx.audit({ ...call, status: 200 });
      call.audited = true;
    }
    return row.id;
  });
}

/** The four operations of a kind; `Entity` is the portal's answer shape of its records. */
export function recordOperations<Body, Entity>(kind: RecordKind<Body>) {
  const entry = (row: OfficeRecordRow, customerId: number) => recordEntry<Entity>(row, customerId);

  return {
    list: async ({ params }: CustomerParams, { office, call }: OfficeContext) => {
      const records = await customerOf(office, params.customer_ref, call);
      const rows = (await records.list(kind.table)).filter((row) => owned(kind, row));
      for (const row of rows) call.records.push(`${kind.name}:${row.id}`);
      return { entries: rows.map((row) => entry(row, records.customerId)) };
    },

    get: async ({ params }: RecordParams, { office, call }: OfficeContext) => {
      const { row, records } = await findRecord(office, kind, params.customer_ref, params.record_ref, call);
      return entry(row, records.customerId);
    },

    put: async ({ params, body }: RecordParams & { body: Body }, { office, call, config }: OfficeContext) => {
      const { result, row, records } = await putRecord(office, kind, params.customer_ref, params.record_ref, body, config.clock(), call);
      return new RawReply(result === 'created' ? 201 : 200, { result, ...entry(row, records.customerId) });
    },

    remove: async ({ params }: RecordParams, { office, call }: OfficeContext) => {
      await removeRecord(office, kind, params.customer_ref, params.record_ref, call);
      return { success: true };
    },
  };
}
