// A signer signs the offer (issue 40, decision record 070). The route has checked the fresh second
// factor; here the offer is locked, checked (theirs to sign, still valid, the original unchanged),
// the facts recorded and the signed copy made anew through the DocumentSigner seam. The last
// signature sets `datumOfferteGetekend` and moves the mortgage to 6 (waiting for lender acceptance).
import { wallClockOf } from '../../lib/amsterdam-time';
import { isExpired } from '../../lib/offer-validity';
import { sha256 } from '../auth/digest';
import { CustomerScope } from '../db/customer-scope';
import type { OfferRow, OfferRows, SignerRow } from '../db/offers';
import { insertEvent } from '../events/outbox';
import { HttpError, notFound } from '../http-error';
import type { DocumentSigner, SignatureFacts } from '../signing/document-signer';
import { consentOf, offerLanguage, pageLabels, signedCopyName } from './texts';

/** Core §4: 6 waiting for lender acceptance, what follows a signed offer. */
export const WAITING_FOR_LENDER = 6;

export interface Signing {
  customerId: number;
  language: string;
  formal: boolean;
  ipAddress: string;
  userAgent: string;
  now: Date;
}

const conflict = (code: string, message: string) => new HttpError(409, code, message);

const factsOf = (row: SignerRow): SignatureFacts => ({
  signer: row.name,
  role: row.role,
  signedAt: new Date(row.signed_at!),
  documentSha256: row.document_sha256!,
  consentKey: row.consent_key!,
  consentText: row.consent_text!,
  language: row.language!,
  ipAddress: row.ip_address!,
  userAgent: row.user_agent!,
});

async function finishTask(rows: OfferRows, signer: SignerRow) {
  if (signer.task_id === null) return;
  const scope = new CustomerScope(rows.db, rows.tenantId, signer.customer_id);
  const task = await scope.recordForUpdate('tasks', signer.task_id);
  if (task) await scope.updateRecord('tasks', task.id, { ...task.data, status: 'done', seen_by_customer: true });
}

async function completeMortgage(rows: OfferRows, offer: OfferRow, now: Date) {
  const owner = new CustomerScope(rows.db, rows.tenantId, offer.customer_id);
  const mortgage = await owner.recordForUpdate('mortgages', offer.mortgage_id);
  if (!mortgage) return;
  await owner.updateRecord('mortgages', mortgage.id, {
    ...mortgage.data,
    status: WAITING_FOR_LENDER,
    status_description: null,
    datumOfferteGetekend: wallClockOf(now).date,
  });
}

/** Signs the offer as `signing.customerId`; answers the offer as now stored. */
export async function signOffer(rows: OfferRows, signer: DocumentSigner, offerId: number, signing: Signing): Promise<OfferRow> {
  const { now } = signing;
  return rows.transaction(async (trx) => {
    const offer = await trx.forSignerById(signing.customerId, offerId, true);
    if (!offer) throw notFound();
    const before = await trx.signers(offer.id);
    const mine = before.find((row) => row.customer_id === signing.customerId)!;
    if (mine.signed_at !== null) throw conflict('offer_already_signed', 'This offer was signed by this customer');
    if (isExpired(offer.valid_until, now)) throw conflict('offer_expired', 'The offer is no longer valid');
    const original = await trx.file(offer.customer_id, offer.document_id);
    if (!original || sha256(original.content) !== offer.document_sha256) throw conflict('offer_document_changed', 'The offer changed since it was published');
    const consent = consentOf(signing.language, signing.formal);
    await trx.sign(offer.id, signing.customerId, {
      signed_at: now,
      document_sha256: offer.document_sha256,
      consent_key: consent.key,
      consent_text: consent.text,
      language: offerLanguage(signing.language),
      ip_address: signing.ipAddress,
      user_agent: signing.userAgent,
    });
    const signers = await trx.signers(offer.id);
    const signed = signers.filter((row) => row.signed_at !== null).sort((a, b) => new Date(a.signed_at!).getTime() - new Date(b.signed_at!).getTime());
    const owner = await new CustomerScope(trx.db, trx.tenantId, offer.customer_id).profile();
    const copy = await signer.sign({
      original: original.content,
      documentSha256: offer.document_sha256,
      signatures: signed.map(factsOf),
      labels: pageLabels(owner.language),
    });
    const name = signedCopyName(owner.language, offer.name);
    const signedDocumentId = await trx.storeSignedCopy(offer, { name, content: Buffer.from(copy.content) });
    const complete = signed.length === signers.length;
    const changes = { signed_document_id: signedDocumentId, signed_document_sha256: copy.sha256, completed_at: complete ? now : null };
    await trx.update(offer.id, changes);
    await finishTask(trx, mine);
    if (complete) await completeMortgage(trx, offer, now);
    await insertEvent(trx.db, trx.tenantId, signing.customerId, { type: 'offer.signed', record: offer.id, data: { complete, level: copy.level } }, now);
    return { ...offer, ...changes };
  });
}
