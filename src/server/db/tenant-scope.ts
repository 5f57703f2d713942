// Office-wide data: what every customer of one office may see (appointment catalogue, the
// office's own documents) plus the shared HDN company table.
import { AppointmentBook } from './appointment-book';
import type { Db } from './database';

export class TenantScope {
  constructor(
    private readonly db: Db,
    readonly tenantId: number,
  ) {}

  appointmentCategories() {
    return this.db.selectFrom('appointment_categories').select(['id', 'data']).where('tenant_id', '=', this.tenantId).orderBy('id').execute();
  }

  appointmentTypes() {
    return this.db.selectFrom('appointment_types').select(['id', 'category_id', 'data']).where('tenant_id', '=', this.tenantId).orderBy('id').execute();
  }

  appointmentResources() {
    return this.db.selectFrom('appointment_resources').select(['id', 'data']).where('tenant_id', '=', this.tenantId).orderBy('id').execute();
  }

  /** The office's appointment book: busy times, booking and cancelling (appointment-book.ts). */
  appointmentBook() {
    return new AppointmentBook(this.db, this.tenantId);
  }

  tenantDocuments() {
    return this.db
      .selectFrom('tenant_documents')
      .select(['id', 'name', 'mime_type', 'content', 'data', 'created_at'])
      .where('tenant_id', '=', this.tenantId)
      .orderBy('id')
      .execute();
  }

  tenantDocument(id: number) {
    return this.db.selectFrom('tenant_documents').selectAll().where('tenant_id', '=', this.tenantId).where('id', '=', id).executeTakeFirst();
  }

  async companies(page: number, perPage: number) {
    const rows = await this.db
      .selectFrom('hdn_companies')
      .select(['id', 'hdn_code', 'data'])
      .orderBy('hdn_code')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute();
    const count = await this.db
      .selectFrom('hdn_companies')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    return { rows, total: Number(count.total) };
  }

  company(hdnCode: string) {
    return this.db.selectFrom('hdn_companies').select(['id', 'hdn_code', 'data']).where('hdn_code', '=', hdnCode).executeTakeFirst();
  }

  companyLabels(hdnCode: string) {
    return this.db
      .selectFrom('hdn_labels')
      .select(['id', 'company_id', 'hdn_code', 'name', 'product_id'])
      .where('hdn_code', '=', hdnCode)
      .orderBy('id')
      .execute();
  }

  /** The refinance rates of every lender product line (migration 007), shared by all offices. */
  lenderRates() {
    return this.db.selectFrom('lender_rates').select(['hdn_code', 'product_line_id', 'product_line_name', 'period_months', 'rate']).orderBy('id').execute();
  }

  /** The lender's penalty-free percentage a year (migration 014), null when the lender data lack it. */
  async penaltyFreePercentage(hdnCode: string | null | undefined): Promise<number | null> {
    if (!hdnCode) return null;
    const row = await this.db.selectFrom('lender_terms').select('penalty_free_percentage').where('hdn_code', '=', hdnCode).executeTakeFirst();
    return row ? Number(row.penalty_free_percentage) : null;
  }
}
