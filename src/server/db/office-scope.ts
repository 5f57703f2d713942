// What the office API's handlers reach: one office's own settings and audit trail, bound to the
// credential's office the way CustomerScope is bound to the token's customer.
import { OfficeEventScope } from '../events/event-scope';
import { json, type Db } from './database';
import { LineAhead, type AheadTable } from './line-ahead';
import { OfficeCatalogue } from './office-catalogue';
import { recordCall, type AuditRecord } from './office-audit';
import { OfficeDocuments } from './office-documents';
import { OfficeRecords } from './office-records';

export type { AuditRecord };

export class OfficeScope {
  constructor(
    /** The database, for the office's own modules that bind themselves to `tenantId` (office-customers.ts). */
    readonly db: Db,
    readonly tenantId: number,
    /** A customer already found in this transaction (the import's line): its records need not look it up again. */
    private readonly found?: { ref: string; id: number; ahead?: LineAhead },
  ) {}

  /**
   * The scope of one line of the import: its customer found, and the customer's rows under the
   * line's office ids planned ahead (line-ahead.ts), ids reserved for the new rows of `reserve`.
   */
  async forLine(ref: string, customer: { id: number; created: boolean }, refs: Map<AheadTable, string[]>, reserve: ReadonlySet<AheadTable>) {
    const records = new OfficeRecords(this.db, this.tenantId, customer.id);
    const documents = new OfficeDocuments(this.db, this.tenantId, customer.id);
    const ahead = await LineAhead.plan(this.db, customer, refs, reserve, (table, list) =>
      table === 'documents' ? documents.byRefs(list) : records.byRefs(table, list),
    );
    return new OfficeScope(this.db, this.tenantId, { ref, id: customer.id, ahead });
  }

  /** The office's customers' events and its webhook deliveries. */
  events(): OfficeEventScope {
    return new OfficeEventScope(this.db, this.tenantId);
  }

  /** The office's row, read fresh: the portal's cache may lag a change by seconds. */
  tenant() {
    return this.db.selectFrom('tenants').select(['id', 'name', 'code', 'settings']).where('id', '=', this.tenantId).executeTakeFirstOrThrow();
  }

  /**
   * Called once the office's settings changed: the office guard has this instance's cache of
   * offices (tenants.ts) read them anew, so a customer's next request here sees the change at once.
   */
  settingsChanged: () => void = () => undefined;

  /** Stores the office's new settings and the call's audit entry together, or neither. */
  async replaceSettings(settings: Record<string, unknown>, audit: AuditRecord): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('tenants')
        .set({ settings: json(settings) })
        .where('id', '=', this.tenantId)
        .execute();
      await new OfficeScope(trx, this.tenantId).recordCall(audit);
    });
    this.settingsChanged();
  }

  /** The portal's id of the office's customer with this office id, if the office has one. */
  async customerIdByRef(ref: string): Promise<number | undefined> {
    if (ref === this.found?.ref) return this.found.id;
    const row = await this.db.selectFrom('customers').select('id').where('tenant_id', '=', this.tenantId).where('office_ref', '=', ref).executeTakeFirst();
    return row?.id;
  }

  private aheadOf(ref: string) {
    return ref === this.found?.ref ? this.found.ahead : undefined;
  }

  recordCall(entry: AuditRecord): Promise<void> {
    return recordCall(this.db, this.tenantId, entry);
  }

  /** The office's appointment catalogue: advisors, categories and types by the office's own ids. */
  catalogue(): OfficeCatalogue {
    return new OfficeCatalogue(this.db, this.tenantId);
  }

  /** The records of the office's customer with this office id; undefined when there is none. */
  async customerRecords(ref: string): Promise<OfficeRecords | undefined> {
    const customerId = await this.customerIdByRef(ref);
    return customerId === undefined ? undefined : new OfficeRecords(this.db, this.tenantId, customerId, this.aheadOf(ref));
  }

  /** The documents of the office's customer with this office id; undefined when there is none. */
  async customerDocuments(ref: string): Promise<OfficeDocuments | undefined> {
    const customerId = await this.customerIdByRef(ref);
    return customerId === undefined ? undefined : new OfficeDocuments(this.db, this.tenantId, customerId, this.aheadOf(ref));
  }

  /** Up to `limit` audit entries after the entry `after`, oldest first, with their credential's prefix. */
  auditEntries(after: number, limit: number) {
    return this.db
      .selectFrom('office_audit')
      .innerJoin('office_credentials', (join) =>
        join.onRef('office_credentials.id', '=', 'office_audit.credential_id').onRef('office_credentials.tenant_id', '=', 'office_audit.tenant_id'),
      )
      .select([
        'office_audit.id',
        'office_audit.credential_id',
        'office_credentials.prefix as credential_prefix',
        'office_audit.operation_id',
        'office_audit.status',
        'office_audit.records',
        'office_audit.at',
        'office_audit.address',
      ])
      .where('office_audit.tenant_id', '=', this.tenantId)
      .where('office_audit.id', '>', after)
      .orderBy('office_audit.id')
      .limit(limit)
      .execute();
  }
}
