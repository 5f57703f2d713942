// The demo's offer to sign (issue 40): stored as the office API stores one, through publishOffer,
// so the mortgage's status, dates and the signer's task are what a published offer makes.
import { addDays, wallClockOf } from '../../lib/amsterdam-time';
import { json, type Db } from '../db/database';
import { OfferRows } from '../db/offers';
import { publishOffer } from '../offers/publish';
import type { DemoOffer } from './types';

export async function storeOffer(
  db: Db,
  owner: { tenantId: number; customerId: number },
  offer: DemoOffer,
  partnerId: number | null,
  settings: Record<string, unknown>,
  now: Date,
) {
  const mortgages = await db
    .selectFrom('mortgages')
    .select('id')
    .where('tenant_id', '=', owner.tenantId)
    .where('customer_id', '=', owner.customerId)
    .orderBy('id')
    .execute();
  const mortgageId = mortgages[offer.mortgage]!.id;
  const { document } = offer;
  const { id: documentId } = await db
    .insertInto('documents')
    .values({
      tenant_id: owner.tenantId,
      customer_id: owner.customerId,
      category: document.category,
      name: document.name,
      mime_type: document.file.mime_type,
      extension: document.file.extension,
      filesize: document.file.content.length,
      content: document.file.content,
      deletable: false,
      data: json({ ...document.data, mortgage_id: mortgageId }),
      created_at: new Date(now.getTime() - document.minutesAgo * 60_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const publication = {
    ...owner,
    mortgageId,
    documentId,
    validUntil: addDays(wallClockOf(now).date, offer.validDays),
    partnerId,
    officeRef: null,
  };
  await publishOffer(new OfferRows(db, owner.tenantId), publication, settings, now);
}
