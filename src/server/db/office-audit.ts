// One office API call's audit entry (decision record 039), written by the office's scopes: on its
// own when the call is answered, or inside a write's transaction so the change and its entry are
// stored together.
import { json, type Db } from './database';

export interface AuditRecord {
  credentialId: number;
  operationId: string;
  status: number;
  records: string[];
  at: Date;
  address: string;
}

export async function recordCall(db: Db, tenantId: number, entry: AuditRecord): Promise<void> {
  await db
    .insertInto('office_audit')
    .values({
      tenant_id: tenantId,
      credential_id: entry.credentialId,
      operation_id: entry.operationId,
      status: entry.status,
      records: json(entry.records),
      at: entry.at,
      address: entry.address,
    })
    .execute();
}
