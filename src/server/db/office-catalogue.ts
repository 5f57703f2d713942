// The office's appointment catalogue as its own system keeps it (issue 37, decision record 043):
// advisors (appointment_resources), categories and types, found by the office's own id. Entries
// the portal holds without one (the demo's seed) are not the office system's and are not listed.
// Every write runs in one transaction with the call's audit entry.
import type { Db } from './database';
import { json } from './database';
import { recordCall, type AuditRecord } from './office-audit';
import type { ResourceHoursJson } from './schema';

export interface AdvisorRow {
  id: number;
  office_ref: string | null;
  data: Record<string, unknown>;
  hours: ResourceHoursJson;
}

export interface TypeRow {
  id: number;
  office_ref: string | null;
  category_id: number;
  data: Record<string, unknown>;
}

export interface BookingRow {
  id: number;
  resource_id: number | null;
  starts_at: Date | null;
  ends_at: Date | null;
}

export class OfficeCatalogue {
  constructor(
    private readonly db: Db,
    readonly tenantId: number,
  ) {}

  /**
   * Runs `work` and stores the call's audit entry in one transaction, or neither. The entry is
   * built after `work`, so the records it adds to the call are in it.
   */
  write<T>(audit: () => AuditRecord, work: (catalogue: OfficeCatalogue) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(async (trx) => {
      const result = await work(new OfficeCatalogue(trx, this.tenantId));
      await recordCall(trx, this.tenantId, audit());
      return result;
    });
  }

  private advisorQuery() {
    return this.db
      .selectFrom('appointment_resources')
      .select(['id', 'office_ref', 'data', 'hours'])
      .where('tenant_id', '=', this.tenantId)
      .where('office_ref', 'is not', null);
  }

  advisors(): Promise<AdvisorRow[]> {
    return this.advisorQuery().orderBy('office_ref').execute();
  }

  advisor(ref: string): Promise<AdvisorRow | undefined> {
    return this.advisorQuery().where('office_ref', '=', ref).executeTakeFirst();
  }

  /** The advisor's row locked (FOR UPDATE), as a booking locks it, so no booking slips in meanwhile. */
  lockedAdvisor(ref: string): Promise<AdvisorRow | undefined> {
    return this.advisorQuery().where('office_ref', '=', ref).forUpdate().executeTakeFirst();
  }

  /** Inserts or replaces the advisor with this office id; answers its id. */
  async putAdvisor(ref: string, data: Record<string, unknown>, hours: ResourceHoursJson): Promise<number> {
    const values = { data: json(data), hours: json(hours) };
    const row = await this.db
      .insertInto('appointment_resources')
      .values({ tenant_id: this.tenantId, office_ref: ref, ...values })
      .onConflict((conflict) => conflict.columns(['tenant_id', 'office_ref']).doUpdateSet(values))
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async deleteAdvisor(id: number): Promise<void> {
    await this.db.deleteFrom('appointment_resources').where('tenant_id', '=', this.tenantId).where('id', '=', id).execute();
  }

  /** Appointments with the advisors not cancelled and starting after `now`, oldest first. */
  bookingsAfter(resourceIds: readonly number[], now: Date): Promise<BookingRow[]> {
    if (resourceIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('appointments')
      .select(['id', 'resource_id', 'starts_at', 'ends_at'])
      .where('tenant_id', '=', this.tenantId)
      .where('resource_id', 'in', [...resourceIds])
      .where('status', '!=', 'cancelled')
      .where('starts_at', '>', now)
      .orderBy('starts_at')
      .orderBy('id')
      .execute();
  }

  /** Office ids of advisors by portal id (advisors without one are left out). */
  async advisorRefs(ids: readonly number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.advisorQuery()
      .where('id', 'in', [...ids])
      .execute();
    return new Map(rows.map((row) => [row.id, row.office_ref!]));
  }

  /** Portal ids of advisors by office id (unknown ones are left out). */
  async advisorIds(refs: readonly string[]): Promise<Map<string, number>> {
    if (refs.length === 0) return new Map();
    const rows = await this.advisorQuery()
      .where('office_ref', 'in', [...refs])
      .execute();
    return new Map(rows.map((row) => [row.office_ref!, row.id]));
  }

  private categoryQuery() {
    return this.db
      .selectFrom('appointment_categories')
      .select(['id', 'office_ref', 'data'])
      .where('tenant_id', '=', this.tenantId)
      .where('office_ref', 'is not', null);
  }

  categories() {
    return this.categoryQuery().orderBy('office_ref').execute();
  }

  category(ref: string) {
    return this.categoryQuery().where('office_ref', '=', ref).executeTakeFirst();
  }

  async categoryRef(id: number): Promise<string | null> {
    return (await this.categoryQuery().where('id', '=', id).executeTakeFirst())?.office_ref ?? null;
  }

  async putCategory(ref: string, data: Record<string, unknown>): Promise<number> {
    const row = await this.db
      .insertInto('appointment_categories')
      .values({ tenant_id: this.tenantId, office_ref: ref, data: json(data) })
      .onConflict((conflict) => conflict.columns(['tenant_id', 'office_ref']).doUpdateSet({ data: json(data) }))
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async deleteCategory(id: number): Promise<void> {
    await this.db.deleteFrom('appointment_categories').where('tenant_id', '=', this.tenantId).where('id', '=', id).execute();
  }

  /** Every type of the categories, with an office id or not (a category's delete must see them all). */
  typesIn(categoryIds: readonly number[]): Promise<TypeRow[]> {
    if (categoryIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('appointment_types')
      .select(['id', 'office_ref', 'category_id', 'data'])
      .where('tenant_id', '=', this.tenantId)
      .where('category_id', 'in', [...categoryIds])
      .orderBy('office_ref')
      .orderBy('id')
      .execute();
  }

  private typeQuery() {
    return this.db
      .selectFrom('appointment_types')
      .select(['id', 'office_ref', 'category_id', 'data'])
      .where('tenant_id', '=', this.tenantId)
      .where('office_ref', 'is not', null);
  }

  types(): Promise<TypeRow[]> {
    return this.typeQuery().orderBy('office_ref').execute();
  }

  type(ref: string): Promise<TypeRow | undefined> {
    return this.typeQuery().where('office_ref', '=', ref).executeTakeFirst();
  }

  async putType(ref: string, categoryId: number, data: Record<string, unknown>): Promise<number> {
    const values = { category_id: categoryId, data: json(data) };
    const row = await this.db
      .insertInto('appointment_types')
      .values({ tenant_id: this.tenantId, office_ref: ref, ...values })
      .onConflict((conflict) => conflict.columns(['tenant_id', 'office_ref']).doUpdateSet(values))
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async deleteType(id: number): Promise<void> {
    await this.db.deleteFrom('appointment_types').where('tenant_id', '=', this.tenantId).where('id', '=', id).execute();
  }
}
