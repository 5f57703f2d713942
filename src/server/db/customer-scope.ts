// A customer's data, reachable only through a scope bound to one office and one customer. The
// auth layer builds it from a verified token; handlers never see the unscoped database.
import { sql } from 'kysely';
import { insertEvent, type CustomerEvent } from '../events/outbox';
import { CustomerDevices } from './customer-devices';
import { CustomerExports } from './customer-exports';
import { CustomerSessions } from './customer-sessions';
import type { NewDocument, RecordRow } from './customer-rows';
import { json, type Db } from './database';
import type { CustomerRecordTableName } from './schema';

export type { NewDocument, RecordRow };

export class CustomerScope {
  constructor(
    private readonly db: Db,
    readonly tenantId: number,
    readonly customerId: number,
  ) {}

  async profile() {
    return this.db
      .selectFrom('customers')
      .select(['id', 'username', 'language', 'language_chosen', 'profile', 'family', 'notification_preferences'])
      .where('tenant_id', '=', this.tenantId)
      .where('id', '=', this.customerId)
      .executeTakeFirstOrThrow();
  }

  /** The customer's rows of a table: every record read starts here, so none forgets the owner. */
  private owned(table: CustomerRecordTableName) {
    return this.db
      .selectFrom(table)
      .select(['id', 'data', 'seen_at', 'created_at'])
      .where('tenant_id', '=', this.tenantId)
      .where('customer_id', '=', this.customerId);
  }

  records(table: CustomerRecordTableName, person: 'customer' | 'partner' = 'customer'): Promise<RecordRow[]> {
    return this.owned(table).where('person', '=', person).orderBy('id').execute() as Promise<RecordRow[]>;
  }

  async record(table: CustomerRecordTableName, id: number): Promise<RecordRow | undefined> {
    return (await this.owned(table).where('id', '=', id).executeTakeFirst()) as RecordRow | undefined;
  }

  /** One page of records, newest first by the entity's own `created_at`. */
  async page(table: CustomerRecordTableName, page: number, perPage: number): Promise<{ rows: RecordRow[]; total: number }> {
    const owned = this.db.selectFrom(table).where('tenant_id', '=', this.tenantId).where('customer_id', '=', this.customerId);
    const [{ total }] = (await owned.select((eb) => eb.fn.countAll<number>().as('total')).execute()) as [{ total: number }];
    const rows = await owned
      .select(['id', 'data', 'seen_at', 'created_at'])
      .orderBy(sql`data->>'created_at'`, 'desc')
      .orderBy('id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute();
    return { rows: rows as RecordRow[], total: Number(total) };
  }

  /** Records that the customer has seen the item; false when it is not theirs. Idempotent. */
  async markSeen(table: CustomerRecordTableName, id: number): Promise<boolean> {
    const row = await this.db
      .updateTable(table)
      .set({ seen_at: sql`coalesce(seen_at, now())` })
      .where('tenant_id', '=', this.tenantId)
      .where('customer_id', '=', this.customerId)
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Whether the advisor is working on the file (the edit screens may not save). */
  async advisorLocked(): Promise<boolean> {
    const row = await this.db
      .selectFrom('customers')
      .select('advisor_lock')
      .where('tenant_id', '=', this.tenantId)
      .where('id', '=', this.customerId)
      .executeTakeFirstOrThrow();
    return row.advisor_lock;
  }

  /** Their push devices (issue 29). */
  devices(): CustomerDevices {
    return new CustomerDevices(this.db, { tenantId: this.tenantId, customerId: this.customerId });
  }

  sessions(): CustomerSessions {
    return new CustomerSessions(this.db, { tenantId: this.tenantId, customerId: this.customerId });
  }

  exports(): CustomerExports {
    return new CustomerExports(this.db, { tenantId: this.tenantId, customerId: this.customerId });
  }

  /** Replaces the customer's profile and family documents (read them first in the same transaction) or notification choices. */
  async updateProfile(change: {
    profile?: Record<string, unknown>;
    family?: Record<string, unknown>;
    language?: string;
    /** False for the language the portal only shows (decision 062); a saved language is a choice otherwise. */
    languageChosen?: boolean;
    notificationPreferences?: Record<string, unknown>;
  }) {
    await this.db
      .updateTable('customers')
      .set({
        ...(change.profile ? { profile: json(change.profile) } : {}),
        ...(change.family ? { family: json(change.family) } : {}),
        ...(change.language ? { language: change.language, language_chosen: change.languageChosen ?? true } : {}),
        ...(change.notificationPreferences ? { notification_preferences: json(change.notificationPreferences) } : {}),
      })
      .where('tenant_id', '=', this.tenantId)
      .where('id', '=', this.customerId)
      .execute();
  }

  /** The customer's profile row, locked until the transaction ends. */
  async profileForUpdate() {
    return this.db
      .selectFrom('customers')
      .select(['id', 'username', 'language', 'language_chosen', 'profile', 'family', 'advisor_lock'])
      .where('tenant_id', '=', this.tenantId)
      .where('id', '=', this.customerId)
      .forUpdate()
      .executeTakeFirstOrThrow();
  }

  /** Replaces all of one person's records of a table by `records` (an edit screen's save). */
  async replaceRecords(table: CustomerRecordTableName, person: 'customer' | 'partner', records: readonly Record<string, unknown>[]) {
    await this.db.deleteFrom(table).where('tenant_id', '=', this.tenantId).where('customer_id', '=', this.customerId).where('person', '=', person).execute();
    if (records.length === 0) return;
    await this.db
      .insertInto(table)
      .values(records.map((data) => ({ tenant_id: this.tenantId, customer_id: this.customerId, person, data: json(data) })))
      .execute();
  }

  /** Tells the office what the customer did (events/outbox.ts): in this scope's transaction when it runs in one. */
  recordEvent(event: CustomerEvent, at: Date): Promise<void> {
    return insertEvent(this.db, this.tenantId, this.customerId, event, at);
  }

  /** Runs `work` in one transaction, with a scope bound to the same customer. */
  transaction<T>(work: (scope: CustomerScope) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) => work(new CustomerScope(trx, this.tenantId, this.customerId)));
  }

  /** A record locked until the transaction ends, for a read-modify-write of its data. */
  async recordForUpdate(table: CustomerRecordTableName, id: number): Promise<RecordRow | undefined> {
    return (await this.owned(table).where('id', '=', id).forUpdate().executeTakeFirst()) as RecordRow | undefined;
  }

  async updateRecord(table: CustomerRecordTableName, id: number, data: Record<string, unknown>) {
    await this.db
      .updateTable(table)
      .set({ data: json(data) })
      .where('tenant_id', '=', this.tenantId)
      .where('customer_id', '=', this.customerId)
      .where('id', '=', id)
      .execute();
  }

  async insertRecord(table: CustomerRecordTableName, data: Record<string, unknown>, person: 'customer' | 'partner' = 'customer'): Promise<number> {
    const row = await this.db
      .insertInto(table)
      .values({ tenant_id: this.tenantId, customer_id: this.customerId, person, data: json(data) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Keeps a data-retrieval token (its hash) for the customer or the partner. */
  async insertAssessmentToken(token: { person: 'customer' | 'partner'; type: string; token_hash: string; expires_at: Date }) {
    await this.db
      .insertInto('assessment_tokens')
      .values({ ...token, tenant_id: this.tenantId, customer_id: this.customerId })
      .execute();
  }

  /** Merges `patch` into the stored customer profile. */
  async mergeProfile(patch: Record<string, unknown>) {
    await this.db
      .updateTable('customers')
      .set({ profile: sql`profile || ${json(patch)}` })
      .where('tenant_id', '=', this.tenantId)
      .where('id', '=', this.customerId)
      .execute();
  }

  async insertDocument(document: NewDocument): Promise<number> {
    const row = await this.db
      .insertInto('documents')
      .values({ ...document, data: json(document.data), tenant_id: this.tenantId, customer_id: this.customerId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async insertMessage(message: { category: string | null; subject: string | null; message: string; screen: string | null; task_status: string | null }) {
    const row = await this.db
      .insertInto('messages')
      .values({ ...message, tenant_id: this.tenantId, customer_id: this.customerId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async documentIdByIdempotencyKey(key: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('documents')
      .select('id')
      .where('tenant_id', '=', this.tenantId)
      .where('customer_id', '=', this.customerId)
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
    return row?.id;
  }

  async deleteDocument(id: number) {
    await this.db.deleteFrom('documents').where('tenant_id', '=', this.tenantId).where('customer_id', '=', this.customerId).where('id', '=', id).execute();
  }

  /** Documents without their content, newest first. */
  documents() {
    return this.db
      .selectFrom('documents')
      .select(['id', 'category', 'name', 'mime_type', 'extension', 'filesize', 'deletable', 'data', 'seen_at', 'created_at'])
      .where('tenant_id', '=', this.tenantId)
      .where('customer_id', '=', this.customerId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  document(id: number) {
    return this.db
      .selectFrom('documents')
      .selectAll()
      .where('tenant_id', '=', this.tenantId)
      .where('customer_id', '=', this.customerId)
      .where('id', '=', id)
      .executeTakeFirst();
  }
}
