// Publishing the lender's offer (issue 40, decision record 070), apart from HTTP so the demo seed
// stores Jan de Vries's offer the same way the office API does. The original is a PDF document of
// the mortgage's customer; its SHA-256 is kept as published. The mortgage gets the offer dates and
// status 14 (offer to be signed), each signer a task in their language and form of address.
import { wallClockOf } from '../../lib/amsterdam-time';
import { sha256 } from '../auth/digest';
import { CustomerScope } from '../db/customer-scope';
import type { OfferRow, OfferRows } from '../db/offers';
import { HttpError } from '../http-error';
import { officeTask } from '../notify/office-items';
import { isFormal, taskOf } from './texts';

/** Core §4: 14 offer to be signed. */
export const OFFER_TO_BE_SIGNED = 14;

export interface OfferPublication {
  customerId: number;
  mortgageId: number;
  documentId: number;
  validUntil: string;
  /** The partner's customer account, when the partner signs too. */
  partnerId: number | null;
  officeRef: string | null;
}

export type Published = { result: 'created' | 'updated' | 'unchanged'; offer: OfferRow; signerIds: number[] };

const notPdf = () => new HttpError(409, 'offer_not_pdf', 'The offer must be a PDF');
const alreadySigned = () => new HttpError(409, 'offer_signed', 'A signed offer cannot be changed');

async function signerOf(
  rows: OfferRows,
  customerId: number,
  role: 'customer' | 'partner',
  publication: OfferPublication,
  settings: Record<string, unknown>,
  today: string,
) {
  const scope = new CustomerScope(rows.db, rows.tenantId, customerId);
  const { profile, username, language } = await scope.profile();
  const name = typeof profile.full_name === 'string' && profile.full_name ? profile.full_name : username;
  const text = taskOf(language, isFormal(settings), publication.validUntil);
  const task_id = await scope.insertRecord('tasks', officeTask({ title: text.title, status: 'open', description: text.description, date: today, time: null }));
  return { customer_id: customerId, role, name, task_id };
}

async function markMortgage(rows: OfferRows, publication: OfferPublication, today: string) {
  const owner = new CustomerScope(rows.db, rows.tenantId, publication.customerId);
  const mortgage = await owner.recordForUpdate('mortgages', publication.mortgageId);
  if (!mortgage) throw new HttpError(404, 'record_not_found', 'No such mortgage');
  await owner.updateRecord('mortgages', mortgage.id, {
    ...mortgage.data,
    status: OFFER_TO_BE_SIGNED,
    status_description: null,
    datumOfferte: today,
    datumGeldigheidOfferte: publication.validUntil,
    datumOfferteGetekend: null,
  });
}

/** Publishes or changes the offer; runs in the caller's transaction when it is in one. */
export async function publishOffer(rows: OfferRows, publication: OfferPublication, settings: Record<string, unknown>, now: Date): Promise<Published> {
  return rows.transaction(async (trx) => {
    const original = await trx.file(publication.customerId, publication.documentId);
    if (!original) throw new HttpError(404, 'record_not_found', 'No such document');
    if (original.mime_type !== 'application/pdf') throw notPdf();
    const hash = sha256(original.content);
    const before = publication.officeRef === null ? undefined : await trx.byRef(publication.customerId, publication.officeRef, true);
    const signersBefore = before ? await trx.signers(before.id) : [];
    const partnerBefore = signersBefore.find((signer) => signer.role === 'partner')?.customer_id ?? null;
    const same =
      before &&
      before.mortgage_id === publication.mortgageId &&
      before.document_id === publication.documentId &&
      before.document_sha256 === hash &&
      before.valid_until === publication.validUntil &&
      partnerBefore === publication.partnerId;
    if (before && same) return { result: 'unchanged', offer: before, signerIds: [] };
    if (signersBefore.some((signer) => signer.signed_at !== null)) throw alreadySigned();
    const values = {
      mortgage_id: publication.mortgageId,
      document_id: publication.documentId,
      name: original.name,
      document_sha256: hash,
      valid_until: publication.validUntil,
    };
    const id = before
      ? (await trx.update(before.id, values), before.id)
      : await trx.insert({ ...values, customer_id: publication.customerId, office_ref: publication.officeRef, created_at: now });
    const today = wallClockOf(now).date;
    await markMortgage(trx, publication, today);
    const kept = new Map(signersBefore.map((signer) => [signer.customer_id, signer]));
    const wanted: [number, 'customer' | 'partner'][] = [[publication.customerId, 'customer']];
    if (publication.partnerId !== null) wanted.push([publication.partnerId, 'partner']);
    const signers = [];
    for (const [customerId, role] of wanted) {
      const stays = kept.get(customerId);
      signers.push(
        stays
          ? { customer_id: customerId, role, name: stays.name, task_id: stays.task_id }
          : await signerOf(trx, customerId, role, publication, settings, today),
      );
    }
    await trx.replaceSigners(id, signers);
    const offer = await trx.forSignerById(publication.customerId, id);
    const told = signers.filter((signer) => !kept.has(signer.customer_id)).map((signer) => signer.customer_id);
    return { result: before ? 'updated' : 'created', offer: offer!, signerIds: told };
  });
}
