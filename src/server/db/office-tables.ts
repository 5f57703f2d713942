// Table types of the office side (migrations 011 and 013, issue 37), beside schema.ts, which names them.
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/** A credential of an office's own system: only the SHA-256 of its secret is kept (decision record 038). */
export interface OfficeCredentialsTable {
  id: Generated<number>;
  tenant_id: number;
  /** The first characters of the secret, which identify it in a list without revealing it. */
  prefix: string;
  secret_hash: string;
  scopes: ColumnType<string[], unknown, never>;
  created_at: CreatedAt;
  /** Set when the credential was rotated: it keeps working until then. */
  expires_at: Date | null;
  revoked_at: Date | null;
}

/** One call to the office API made with one of the office's credentials (migration 013). */
export interface OfficeAuditTable {
  id: Generated<number>;
  tenant_id: number;
  credential_id: number;
  operation_id: string;
  status: number;
  /** The records read or changed, as `kind:id`. */
  records: ColumnType<string[], unknown, never>;
  at: Date;
  address: string;
}
