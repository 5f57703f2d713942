// The tables of the offer signed in the portal (migration 027, decision record 070).
import type { ColumnType, Generated } from 'kysely';

export interface OffersTable {
  id: Generated<number>;
  tenant_id: number;
  /** The customer whose mortgage it is; the original and the signed copy are this customer's documents. */
  customer_id: number;
  mortgage_id: number;
  office_ref: string | null;
  document_id: number;
  /** The original's name when published. */
  name: string;
  /** The original's SHA-256 as published: every signature is checked against it. */
  document_sha256: string;
  /** `datumGeldigheidOfferte`, a Dutch calendar date. */
  valid_until: string;
  signed_document_id: number | null;
  signed_document_sha256: string | null;
  completed_at: Date | null;
  created_at: ColumnType<Date, Date, never>;
}

/** A signer, and once signed the facts of the simple electronic signature. */
export interface OfferSignersTable {
  tenant_id: number;
  offer_id: number;
  customer_id: number;
  role: 'customer' | 'partner';
  name: string;
  /** The signer's task to sign (a row of their `tasks`), finished when they sign. */
  task_id: number | null;
  signed_at: Date | null;
  document_sha256: string | null;
  consent_key: string | null;
  consent_text: string | null;
  language: string | null;
  ip_address: string | null;
  user_agent: string | null;
}
