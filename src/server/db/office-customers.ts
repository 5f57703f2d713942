// The office API's reach into its customers (issue 37): by the office's own id (office_ref), only
// the credential's office, every statement naming it. Writes store the call's audit entry in the
// same transaction, as OfficeScope.replaceSettings does.
import { sql } from 'kysely';
import { inTransaction, json, type Db } from './database';
import { OfficeScope, type AuditRecord } from './office-scope';
import { customerRecordTables } from './schema';

/** The columns of a customer the office API answers from. */
const columns = [
  'id',
  'tenant_id',
  'office_ref',
  'username',
  'language',
  'two_factor',
  'profile',
  'family',
  'password_hash',
  'invited_at',
  'deactivated_at',
] as const;

export interface CustomerValues {
  username: string;
  language: string;
  two_factor: boolean;
  profile: Record<string, unknown>;
  family: Record<string, unknown>;
}

/** Tables whose rows belong to one customer by customer_id; erasure empties each of them. */
export const customerOwnedTables = [
  ...customerRecordTables,
  'documents',
  'messages',
  'assessment_tokens',
  'account_tokens',
  'two_factor_codes',
  'authenticator_apps',
  'recovery_codes',
  'push_subscriptions',
  'notification_digest_items',
  'notification_digests',
  'sessions',
  // What the customer did, as the office's feed and webhooks told it (decision record 040).
  'webhook_deliveries',
  'office_events',
] as const;

export class OfficeCustomers {
  constructor(
    readonly db: Db,
    readonly tenantId: number,
  ) {}

  private customers() {
    return this.db.selectFrom('customers').select(columns).where('tenant_id', '=', this.tenantId);
  }

  byRef(ref: string) {
    return this.customers().where('office_ref', '=', ref).executeTakeFirst();
  }

  /** Up to `limit` of the office's own customers after the customer `after`, oldest first. */
  page(after: number, limit: number) {
    return this.customers().where('office_ref', 'is not', null).where('id', '>', after).orderBy('id').limit(limit).execute();
  }

  /** Whether another customer of the office signs in with this username. */
  async usernameTaken(username: string, except: number | null): Promise<boolean> {
    let query = this.db
      .selectFrom('customers')
      .select('id')
      .where('tenant_id', '=', this.tenantId)
      .where(sql<string>`lower(username)`, '=', username.trim().toLowerCase());
    if (except !== null) query = query.where('id', '!=', except);
    return (await query.executeTakeFirst()) !== undefined;
  }

  /** Runs `write` and stores the call's audit entry in one transaction (the caller's, when there is one); `write` names the status. */
  async audited<T>(audit: Omit<AuditRecord, 'status'>, write: (customers: OfficeCustomers) => Promise<{ status: number; value: T }>): Promise<T> {
    return inTransaction(this.db, async (trx) => {
      const { status, value } = await write(new OfficeCustomers(trx, this.tenantId));
      await new OfficeScope(trx, this.tenantId).recordCall({ ...audit, status });
      return value;
    });
  }

  /** A new customer with this ref; its id is known before its profile is (the profile's ids nest in it). */
  async insert(ref: string, username: string): Promise<number> {
    const row = await this.db
      .insertInto('customers')
      .values({ tenant_id: this.tenantId, office_ref: ref, username, profile: json({}), family: json({}) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(id: number, values: CustomerValues): Promise<void> {
    await this.db
      .updateTable('customers')
      .set({ ...values, profile: json(values.profile), family: json(values.family) })
      .where('tenant_id', '=', this.tenantId)
      .where('id', '=', id)
      .execute();
  }

  async set(id: number, change: { invited_at?: Date; deactivated_at?: Date | null }): Promise<void> {
    await this.db.updateTable('customers').set(change).where('tenant_id', '=', this.tenantId).where('id', '=', id).execute();
  }

  /**
   * Removes the customer and every row of it (decision record 040): records, documents with their
   * files, messages, tokens, sessions and their rotated refresh tokens, push subscriptions, its
   * events with their webhook deliveries, and the mails to its address still in the outbox. Only
   * the office's audit trail stays.
   */
  async erase(id: number, username: string): Promise<void> {
    const sessions = this.db.selectFrom('sessions').select('id').where('tenant_id', '=', this.tenantId).where('customer_id', '=', id);
    await this.db.deleteFrom('used_refresh_tokens').where('session_id', 'in', sessions).execute();
    for (const table of customerOwnedTables) {
      await this.db.deleteFrom(table).where('tenant_id', '=', this.tenantId).where('customer_id', '=', id).execute();
    }
    await this.db
      .deleteFrom('mail_outbox')
      .where('tenant_id', '=', this.tenantId)
      .where(sql<string>`lower(recipient)`, '=', username.trim().toLowerCase())
      .execute();
    await this.db.deleteFrom('customers').where('tenant_id', '=', this.tenantId).where('id', '=', id).execute();
  }
}
