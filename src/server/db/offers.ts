// The offers of one office (migration 027, decision record 070): every statement names the office,
// and a signer reaches an offer only through their own signer row.
import type { Insertable, Selectable, Updateable } from 'kysely';
import { inTransaction, json, type Db } from './database';
import type { OfferSignersTable, OffersTable } from './offer-tables';

export type OfferRow = Selectable<OffersTable>;
export type SignerRow = Selectable<OfferSignersTable>;
export type SignatureColumns = Omit<Updateable<OfferSignersTable>, 'tenant_id' | 'offer_id' | 'customer_id' | 'role' | 'name'>;

export class OfferRows {
  constructor(
    readonly db: Db,
    readonly tenantId: number,
  ) {}

  private offers() {
    return this.db.selectFrom('offers').selectAll().where('tenant_id', '=', this.tenantId);
  }

  /** The offer the office published for this customer under its id. */
  async byRef(customerId: number, ref: string, lock = false): Promise<OfferRow | undefined> {
    const query = this.offers().where('customer_id', '=', customerId).where('office_ref', '=', ref);
    return (lock ? query.forUpdate() : query).executeTakeFirst();
  }

  async insert(values: Omit<Insertable<OffersTable>, 'tenant_id'>): Promise<number> {
    const row = await this.db
      .insertInto('offers')
      .values({ ...values, tenant_id: this.tenantId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(id: number, values: Omit<Updateable<OffersTable>, 'tenant_id' | 'id'>): Promise<void> {
    await this.db.updateTable('offers').set(values).where('tenant_id', '=', this.tenantId).where('id', '=', id).execute();
  }

  /** The offer's signers, the customer before the partner. */
  signers(offerId: number): Promise<SignerRow[]> {
    return this.db
      .selectFrom('offer_signers')
      .selectAll()
      .where('tenant_id', '=', this.tenantId)
      .where('offer_id', '=', offerId)
      .orderBy('role')
      .orderBy('customer_id')
      .execute();
  }

  async replaceSigners(offerId: number, signers: Omit<Insertable<OfferSignersTable>, 'tenant_id' | 'offer_id'>[]): Promise<void> {
    await this.db.deleteFrom('offer_signers').where('tenant_id', '=', this.tenantId).where('offer_id', '=', offerId).execute();
    await this.db
      .insertInto('offer_signers')
      .values(signers.map((signer) => ({ ...signer, tenant_id: this.tenantId, offer_id: offerId })))
      .execute();
  }

  /** The offers naming this customer as a signer, newest first. */
  async forSigner(customerId: number): Promise<OfferRow[]> {
    return this.offers()
      .where('id', 'in', this.db.selectFrom('offer_signers').select('offer_id').where('tenant_id', '=', this.tenantId).where('customer_id', '=', customerId))
      .orderBy('id', 'desc')
      .execute();
  }

  /** One offer, only when it names this customer as a signer; locked until the transaction ends when `lock` is set. */
  async forSignerById(customerId: number, offerId: number, lock = false): Promise<OfferRow | undefined> {
    const signer = await this.db
      .selectFrom('offer_signers')
      .select('offer_id')
      .where('tenant_id', '=', this.tenantId)
      .where('offer_id', '=', offerId)
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
    if (!signer) return undefined;
    const query = this.offers().where('id', '=', offerId);
    return (lock ? query.forUpdate() : query).executeTakeFirst();
  }

  async sign(offerId: number, customerId: number, facts: SignatureColumns): Promise<void> {
    await this.db
      .updateTable('offer_signers')
      .set(facts)
      .where('tenant_id', '=', this.tenantId)
      .where('offer_id', '=', offerId)
      .where('customer_id', '=', customerId)
      .execute();
  }

  /** A document of the offer's customer with its content (the original or the signed copy). */
  file(customerId: number, documentId: number) {
    return this.db
      .selectFrom('documents')
      .select(['id', 'name', 'mime_type', 'extension', 'content'])
      .where('tenant_id', '=', this.tenantId)
      .where('customer_id', '=', customerId)
      .where('id', '=', documentId)
      .executeTakeFirst();
  }

  /** Stores the signed copy as a document of the offer's customer, replacing the copy made before. */
  async storeSignedCopy(offer: OfferRow, copy: { name: string; content: Buffer }): Promise<number> {
    const values = { name: copy.name, content: copy.content, filesize: copy.content.length, seen_at: null };
    if (offer.signed_document_id !== null) {
      const replaced = await this.db
        .updateTable('documents')
        .set(values)
        .where('tenant_id', '=', this.tenantId)
        .where('customer_id', '=', offer.customer_id)
        .where('id', '=', offer.signed_document_id)
        .returning('id')
        .executeTakeFirst();
      if (replaced) return replaced.id;
    }
    const row = await this.db
      .insertInto('documents')
      .values({
        ...values,
        tenant_id: this.tenantId,
        customer_id: offer.customer_id,
        category: 'hypotheken',
        mime_type: 'application/pdf',
        extension: 'pdf',
        deletable: false,
        data: json({ mortgage_id: offer.mortgage_id }),
        idempotency_key: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  transaction<T>(work: (rows: OfferRows) => Promise<T>): Promise<T> {
    return inTransaction(this.db, (trx) => work(new OfferRows(trx, this.tenantId)));
  }
}
