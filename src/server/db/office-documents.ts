// One customer's documents as the office API reaches them (issue 37, decision record 048): those
// the office put by its own id (`office_ref`, migration 015) and the customer's own uploads, every
// statement bound to the credential's office and the customer the office named.
import type { NewDocument } from './customer-rows';
import { inTransaction, json, type Db } from './database';
import type { LineAhead } from './line-ahead';
import { recordCall, type AuditRecord } from './office-audit';

/** The columns of a document the office reads, without its content. */
const details = ['id', 'category', 'name', 'mime_type', 'extension', 'filesize', 'deletable', 'data', 'created_at', 'office_ref'] as const;

export type OfficeDocumentRow = Awaited<ReturnType<OfficeDocuments['page']>>[number];

export class OfficeDocuments {
  constructor(
    private readonly db: Db,
    readonly tenantId: number,
    readonly customerId: number,
    /** The import line's plan of this customer's rows, when the write is one of its documents. */
    private readonly ahead?: LineAhead,
  ) {}

  private owned() {
    return this.db.selectFrom('documents').where('tenant_id', '=', this.tenantId).where('customer_id', '=', this.customerId);
  }

  /** Up to `limit` documents after the document `after`, oldest first, the customer's uploads included. */
  page(after: number, limit: number) {
    return this.owned().select(details).where('id', '>', after).orderBy('id').limit(limit).execute();
  }

  /** The document the office put under this id, with its content; locked until the transaction ends when `lock` is set. */
  async byRef(ref: string, lock = false) {
    const planned = this.ahead?.row<Awaited<ReturnType<OfficeDocuments['byRefs']>>[number]>('documents', ref);
    if (planned !== undefined) return planned ?? undefined;
    const query = this.owned()
      .select([...details, 'content'])
      .where('office_ref', '=', ref);
    return (lock ? query.forUpdate() : query).executeTakeFirst();
  }

  /** The documents under these office ids with their content, locked until the transaction ends (the import's plan). */
  byRefs(refs: string[]) {
    return this.owned()
      .select([...details, 'content'])
      .where('office_ref', 'in', refs)
      .forUpdate()
      .execute();
  }

  /** Any document of the customer by the portal's id, with its content. */
  byId(id: number) {
    return this.owned()
      .select([...details, 'content'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** A new document under the office's id; undefined when a concurrent call stored the same id first. */
  async insert(ref: string, document: NewDocument): Promise<number | undefined> {
    const row = await this.db
      .insertInto('documents')
      .values({ ...document, data: json(document.data), tenant_id: this.tenantId, customer_id: this.customerId, office_ref: ref })
      .onConflict((conflict) => conflict.columns(['tenant_id', 'customer_id', 'office_ref']).doNothing())
      .returning('id')
      .executeTakeFirst();
    this.ahead?.forget('documents', { ref });
    return row?.id;
  }

  /** Replaces a document's file and details; the customer has not seen the new one yet. */
  async replace(id: number, document: NewDocument): Promise<void> {
    this.ahead?.forget('documents', { id });
    await this.db
      .updateTable('documents')
      .set({ ...document, data: json(document.data), seen_at: null })
      .where('tenant_id', '=', this.tenantId)
      .where('customer_id', '=', this.customerId)
      .where('id', '=', id)
      .execute();
  }

  async remove(id: number): Promise<void> {
    await this.db.deleteFrom('documents').where('tenant_id', '=', this.tenantId).where('customer_id', '=', this.customerId).where('id', '=', id).execute();
  }

  /** Runs `work` in one transaction: the caller's when it is in one (the import's line), else its own. */
  transaction<T>(work: (documents: OfficeDocuments) => Promise<T>): Promise<T> {
    return inTransaction(this.db, (trx) => work(new OfficeDocuments(trx, this.tenantId, this.customerId, this.ahead)));
  }

  /** Stores the call's audit entry; inside `transaction` it commits or rolls back with the write. */
  recordCall(audit: AuditRecord): Promise<void> {
    return recordCall(this.db, this.tenantId, audit);
  }

  /** Runs `write` and stores the call's audit entry in one transaction; `write` names the status. */
  audited<T>(audit: Omit<AuditRecord, 'status'>, write: (documents: OfficeDocuments) => Promise<{ status: number; value: T }>): Promise<T> {
    return this.transaction(async (trx) => {
      const { status, value } = await write(trx);
      await trx.recordCall({ ...audit, status });
      return value;
    });
  }
}
