// The offers a signed-in customer is to sign (issue 40, decision record 070): the list, the
// original and the signed copy, and the signature behind step-up. A signer may be the partner,
// another account of the same office, so the offer is reached through the office's offer rows and
// the signer's own row, never by the mortgage's owner alone.
import { requireStepUp } from '../../auth/step-up';
import type { CustomerContext } from '../../contract/handlers';
import { OfferRows } from '../../db/offers';
import { notFound } from '../../http-error';
import { customerOffer, officePhone, type Reader } from '../../offers/answers';
import { signOffer } from '../../offers/sign';
import { isFormal } from '../../offers/texts';
import { simpleSignature } from '../../signing/simple-signature';
import { fileReply } from '../documents/document-answer';
import type { PortalHandlers } from '../types';

const rowsOf = (context: CustomerContext) => new OfferRows(context.accounts, context.tenant.id);

async function readerOf(context: CustomerContext): Promise<Reader> {
  const { language } = await context.customer.profile();
  const settings = context.tenant.settings;
  return { customerId: context.customer.customerId, language, formal: isFormal(settings), officePhone: officePhone(settings) };
}

async function offerFile(context: CustomerContext, id: number, which: 'document_id' | 'signed_document_id') {
  const rows = rowsOf(context);
  const offer = await rows.forSignerById(context.customer.customerId, id);
  const documentId = offer?.[which];
  const file = offer && documentId ? await rows.file(offer.customer_id, documentId) : undefined;
  if (!file) throw notFound();
  return fileReply(file, 'inline');
}

export const offerHandlers = {
  getOffers: async (_input, context) => {
    const rows = rowsOf(context);
    const reader = await readerOf(context);
    const now = context.config.clock();
    const offers = await rows.forSigner(reader.customerId);
    return Promise.all(offers.map(async (offer) => customerOffer(offer, await rows.signers(offer.id), reader, now)));
  },
  getOfferDocument: async ({ params }, context) => offerFile(context, params.id, 'document_id'),
  getSignedOfferDocument: async ({ params }, context) => offerFile(context, params.id, 'signed_document_id'),
  postOfferSignature: async ({ params, request }, context) => {
    const now = context.config.clock();
    const rows = rowsOf(context);
    // Only a signer learns that the offer exists, and only then is a fresh proof asked for.
    if (!(await rows.forSignerById(context.customer.customerId, params.id))) throw notFound();
    await requireStepUp(context.accounts, { tenantId: context.tenant.id, sessionId: context.sessionId }, now);
    const reader = await readerOf(context);
    const signing = { ...reader, ipAddress: request.ip, userAgent: String(request.headers['user-agent'] ?? '').slice(0, 1000), now };
    const offer = await signOffer(rows, simpleSignature, params.id, signing);
    return customerOffer(offer, await rows.signers(offer.id), reader, now);
  },
} satisfies Partial<PortalHandlers>;
