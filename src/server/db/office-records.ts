// One customer's records as the office API reaches them (issue 37): the jsonb record tables,
// found by the office's own id (`office_ref`, migration 015), every statement bound to the
// credential's office and the customer the office named.
import type { RecordRow } from './customer-scope';
import { inTransaction, json, type Db } from './database';
import type { LineAhead } from './line-ahead';
import { recordCall, type AuditRecord } from './office-audit';

/** The record tables the office fills by its own ids; each stores the entity in `data`. */
export type OfficeRecordTable = 'mortgages' | 'policies' | 'damages' | 'tasks' | 'notes' | 'mails';

export interface OfficeRecordRow extends RecordRow {
  office_ref: string | null;
}

/** The columns of a record the office reads, and a write answers. */
const columns = ['id', 'data', 'seen_at', 'created_at', 'office_ref'] as const;

export class OfficeRecords {
  constructor(
    private readonly db: Db,
    readonly tenantId: number,
    readonly customerId: number,
    /** The import line's plan of this customer's rows, when the write is one of its records. */
    private readonly ahead?: LineAhead,
  ) {}

  private owned(table: OfficeRecordTable) {
    return this.db.selectFrom(table).select(columns).where('tenant_id', '=', this.tenantId).where('customer_id', '=', this.customerId);
  }

  /** Every record of the customer in the table, the portal's own included (office_ref null), oldest first. */
  async list(table: OfficeRecordTable): Promise<OfficeRecordRow[]> {
    return (await this.owned(table).where('person', '=', 'customer').orderBy('id').execute()) as OfficeRecordRow[];
  }

  /** The record with this office id, locked until the transaction ends when `lock` is set. */
  async byRef(table: OfficeRecordTable, ref: string, lock = false): Promise<OfficeRecordRow | undefined> {
    const planned = this.ahead?.row<OfficeRecordRow>(table, ref);
    if (planned !== undefined) return planned ?? undefined;
    const query = this.owned(table).where('office_ref', '=', ref);
    return (await (lock ? query.forUpdate() : query).executeTakeFirst()) as OfficeRecordRow | undefined;
  }

  /** The records under these office ids, locked until the transaction ends (the import's plan). */
  async byRefs(table: OfficeRecordTable, refs: string[]): Promise<OfficeRecordRow[]> {
    return (await this.owned(table).where('office_ref', 'in', refs).forUpdate().execute()) as OfficeRecordRow[];
  }

  /**
   * A new record under the office's id, its data made from the row's id (nested ids are the
   * row's), as stored; undefined when a concurrent call stored the same id first.
   */
  async insert(table: OfficeRecordTable, ref: string, data: (id: number) => Record<string, unknown>): Promise<OfficeRecordRow | undefined> {
    const owner = { tenant_id: this.tenantId, customer_id: this.customerId, office_ref: ref };
    const reserved = this.ahead?.takeId(table);
    // An id reserved ahead lets the data, whose nested ids derive from it, go in with the row.
    const row = await this.db
      .insertInto(table)
      .values(reserved === undefined ? { ...owner, data: json({}) } : { ...owner, id: reserved, data: json(data(reserved)) })
      .onConflict((conflict) => conflict.columns(['tenant_id', 'customer_id', 'office_ref']).doNothing())
      .returning(columns)
      .executeTakeFirst();
    const stored = row && (reserved === undefined ? await this.replace(table, row.id, data(row.id)) : (row as OfficeRecordRow));
    if (stored) this.ahead?.wrote(table, ref, stored);
    return stored;
  }

  /** Replaces a record's data, answering the row as stored; the customer has not seen the new content yet. */
  async replace(table: OfficeRecordTable, id: number, data: Record<string, unknown>): Promise<OfficeRecordRow> {
    const row = (await this.db
      .updateTable(table)
      .set({ data: json(data), seen_at: null })
      .where('tenant_id', '=', this.tenantId)
      .where('customer_id', '=', this.customerId)
      .where('id', '=', id)
      .returning(columns)
      .executeTakeFirstOrThrow()) as OfficeRecordRow;
    if (row.office_ref !== null) this.ahead?.wrote(table, row.office_ref, row);
    return row;
  }

  async remove(table: OfficeRecordTable, id: number): Promise<void> {
    await this.db.deleteFrom(table).where('tenant_id', '=', this.tenantId).where('customer_id', '=', this.customerId).where('id', '=', id).execute();
  }

  /** Stores the call's audit entry; inside `transaction`, together with the change. */
  audit(entry: AuditRecord): Promise<void> {
    return recordCall(this.db, this.tenantId, entry);
  }

  /** Runs `work` in one transaction (the caller's, when there is one), with records bound to the same customer. */
  transaction<T>(work: (records: OfficeRecords) => Promise<T>): Promise<T> {
    return inTransaction(this.db, (trx) => work(new OfficeRecords(trx, this.tenantId, this.customerId, this.ahead)));
  }

  /** Runs `write` and stores the call's audit entry in one transaction; `write` names the status. */
  audited<T>(audit: Omit<AuditRecord, 'status'>, write: (records: OfficeRecords) => Promise<{ status: number; value: T }>): Promise<T> {
    return this.transaction(async (records) => {
      const { status, value } = await write(records);
      await recordCall(records.db, this.tenantId, { ...audit, status });
      return value;
    });
  }
}
