// The office publishes the lender's offer and reads it back with its signed copy and audit trail
// (issue 40, decision record 070). The mortgage and the PDF are the ones the office put by its own
// ids; the partner, when named, is another customer of the same office. The offer, the mortgage's
// new status, the signers' tasks and the call's audit entry are stored in one transaction.
import { RawReply, type OfficeContext } from '../../contract/handlers';
import { inTransaction } from '../../db/database';
import { recordCall } from '../../db/office-audit';
import { OfferRows } from '../../db/offers';
import { notifyCustomer } from '../../notify';
import { officeEntry } from '../../offers/answers';
import { publishOffer } from '../../offers/publish';
import type { OfficeHandlers } from '../types';
import { refused } from './index';
import { customerNotFound, recordNotFound } from './records';

async function customerOf(context: OfficeContext, ref: string): Promise<number> {
  const id = await context.office.customerIdByRef(ref);
  if (id === undefined) throw customerNotFound();
  context.call.records.push(`customer:${id}`);
  return id;
}

/** The office's id of the offer's mortgage. */
async function mortgageRef(context: OfficeContext, customerRef: string, mortgageId: number): Promise<string> {
  const records = await context.office.customerRecords(customerRef);
  const row = (await records?.list('mortgages'))?.find((mortgage) => mortgage.id === mortgageId);
  return row?.office_ref ?? String(mortgageId);
}

const tellSigners = (context: OfficeContext, customerIds: number[]) =>
  Promise.all(
    customerIds.map((customerId) =>
      notifyCustomer(
        { db: context.office.db, config: context.config, log: context.log },
        { tenantId: context.office.tenantId, customerId, kind: 'task' },
      ).catch((error: unknown) => context.log.warn({ err: error }, 'telling a signer of an offer failed')),
    ),
  );

export const offerHandlers = {
  getOffer: async ({ params }, context) => {
    const customerId = await customerOf(context, params.customer_ref);
    const rows = new OfferRows(context.office.db, context.office.tenantId);
    const offer = await rows.byRef(customerId, params.record_ref);
    if (!offer) throw recordNotFound();
    context.call.records.push(`offer:${offer.id}`);
    const refs = { result: 'unchanged' as const, mortgageRef: await mortgageRef(context, params.customer_ref, offer.mortgage_id) };
    return officeEntry(offer, await rows.signers(offer.id), refs, context.config.clock());
  },

  putOffer: async ({ params, body }, context) => {
    const { office, call } = context;
    const now = context.config.clock();
    const customerId = await customerOf(context, params.customer_ref);
    const mortgage = await (await office.customerRecords(params.customer_ref))?.byRef('mortgages', body.mortgage_ref);
    const document = await (await office.customerDocuments(params.customer_ref))?.byRef(body.document_ref);
    if (!mortgage || !document) throw recordNotFound();
    const partnerRef = body.partner_ref ?? null;
    const partnerId = partnerRef === null ? null : await customerOf(context, partnerRef);
    if (partnerId === customerId) throw refused('body.partner_ref', 'partner_is_customer', 'names the customer, not a partner');
    const publication = { customerId, mortgageId: mortgage.id, documentId: document.id, validUntil: body.valid_until, partnerId, officeRef: params.record_ref };
    const published = await inTransaction(office.db, async (trx) => {
      const done = await publishOffer(new OfferRows(trx, office.tenantId), publication, context.tenant.settings, now);
      call.records.push(`mortgage:${mortgage.id}`, `offer:${done.offer.id}`);
      await recordCall(trx, office.tenantId, { ...call, status: done.result === 'created' ? 201 : 200 });
      return done;
    });
    call.audited = true;
    await tellSigners(context, published.signerIds);
    const rows = new OfferRows(office.db, office.tenantId);
    const entry = officeEntry(published.offer, await rows.signers(published.offer.id), { result: published.result, mortgageRef: body.mortgage_ref }, now);
    return published.result === 'created' ? new RawReply(201, entry) : entry;
  },
} satisfies Partial<OfficeHandlers>;
