// The offer as the contract answers it: to a signer in the portal, and to the office.
import { daysLeft } from '../../lib/offer-validity';
import type { OfferRow, SignerRow } from '../db/offers';
import type { OfficeSchemas, Schemas } from '../modules/types';
import { consentOf } from './texts';

export type OfferState = Schemas['OfferState'];

export function stateOf(offer: OfferRow, now: Date): OfferState {
  if (offer.completed_at) return 'signed';
  return daysLeft(offer.valid_until, now) < 0 ? 'expired' : 'open';
}

export function signerAnswer(row: SignerRow): Schemas['OfferSigner'] {
  return {
    role: row.role,
    name: row.name,
    signed_at: row.signed_at ? new Date(row.signed_at).toISOString() : null,
    document_sha256: row.document_sha256,
    consent_key: row.consent_key,
    consent_text: row.consent_text,
    language: row.language as Schemas['OfferSigner']['language'],
    ip_address: row.ip_address,
    user_agent: row.user_agent,
  };
}

const iso = (moment: Date | null) => (moment ? new Date(moment).toISOString() : null);

export interface Reader {
  customerId: number;
  language: string;
  formal: boolean;
  officePhone: string | null;
}

export function customerOffer(offer: OfferRow, signers: SignerRow[], reader: Reader, now: Date): Schemas['Offer'] {
  const consent = consentOf(reader.language, reader.formal);
  return {
    id: offer.id,
    mortgage_id: offer.mortgage_id,
    name: offer.name,
    valid_until: offer.valid_until,
    days_left: daysLeft(offer.valid_until, now),
    state: stateOf(offer, now),
    signed_by_me: signers.some((signer) => signer.customer_id === reader.customerId && signer.signed_at !== null),
    document_sha256: offer.document_sha256,
    signed_document_sha256: offer.signed_document_sha256,
    signers: signers.map(signerAnswer),
    consent_key: consent.key,
    consent_text: consent.text,
    office_phone: reader.officePhone,
    completed_at: iso(offer.completed_at),
  };
}

export function officeEntry(
  offer: OfferRow,
  signers: SignerRow[],
  refs: { result: OfficeSchemas['RecordResult']; mortgageRef: string },
  now: Date,
): OfficeSchemas['OfferEntry'] {
  return {
    result: refs.result,
    office_ref: offer.office_ref ?? '',
    mortgage_ref: refs.mortgageRef,
    valid_until: offer.valid_until,
    state: stateOf(offer, now),
    document_id: offer.document_id,
    document_sha256: offer.document_sha256,
    signed_document_id: offer.signed_document_id,
    signed_document_sha256: offer.signed_document_sha256,
    signers: signers.map(signerAnswer),
    completed_at: iso(offer.completed_at),
  };
}

/** The office's phone a signer of an expired offer is told to call: its first branch's (core's `offices`). */
export function officePhone(settings: Record<string, unknown>): string | null {
  const [branch] = (settings.offices as { phone?: string | null }[] | undefined) ?? [];
  return branch?.phone ?? null;
}
