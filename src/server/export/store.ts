// The data exports' rows and the archive's chunks. Every query names the office and the customer
// (or a row already claimed for them), like the rest of the customer's data.
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { DataExportsTable } from '../db/export-tables';

export const EXPORT_LIFE_MS = 7 * 24 * 60 * 60_000;
/** How long a claimed build is one worker's; far longer than a build takes. */
export const LEASE_MS = 10 * 60_000;

export type ExportRow = Omit<DataExportsTable, 'id'> & { id: number };
export interface Owner {
  tenantId: number;
  customerId: number;
}

const owned = (db: Db, owner: Owner) =>
  db.selectFrom('data_exports').selectAll().where('tenant_id', '=', owner.tenantId).where('customer_id', '=', owner.customerId);

export const latestExport = (db: Db, owner: Owner) => owned(db, owner).orderBy('id', 'desc').limit(1).executeTakeFirst() as Promise<ExportRow | undefined>;

export const exportById = (db: Db, owner: Owner, id: number) => owned(db, owner).where('id', '=', id).executeTakeFirst() as Promise<ExportRow | undefined>;

/** The customer's pending request, or a new one: asking twice while one is prepared builds once. */
export async function requestExport(db: Db, owner: Owner, now: Date): Promise<{ row: ExportRow; created: boolean }> {
  return db.transaction().execute(async (trx) => {
    // One customer's requests take turns, so two at once cannot both find none pending.
    await sql`SELECT id FROM customers WHERE tenant_id = ${owner.tenantId} AND id = ${owner.customerId} FOR UPDATE`.execute(trx);
    const pending = (await owned(trx, owner).where('ready_at', 'is', null).executeTakeFirst()) as ExportRow | undefined;
    if (pending) return { row: pending, created: false };
    const row = (await trx
      .insertInto('data_exports')
      .values({ tenant_id: owner.tenantId, customer_id: owner.customerId, requested_at: now })
      .returningAll()
      .executeTakeFirstOrThrow()) as ExportRow;
    return { row, created: true };
  });
}

/** Takes one pending build whose lease is free for this worker; undefined when none is due. */
export async function claimDue(db: Db, now: Date): Promise<ExportRow | undefined> {
  const due = await db
    .selectFrom('data_exports')
    .select(['id', 'tenant_id'])
    .where('ready_at', 'is', null)
    .where((where) => where.or([where('lease_until', 'is', null), where('lease_until', '<', now)]))
    .orderBy('requested_at')
    .limit(1)
    .executeTakeFirst();
  if (!due) return undefined;
  return (await db
    .updateTable('data_exports')
    .set({ lease_until: new Date(now.getTime() + LEASE_MS) })
    .where('id', '=', due.id)
    .where('tenant_id', '=', due.tenant_id)
    .where('ready_at', 'is', null)
    .where((where) => where.or([where('lease_until', 'is', null), where('lease_until', '<', now)]))
    .returningAll()
    .executeTakeFirst()) as ExportRow | undefined;
}

/** Starts a build afresh: the chunks of an earlier, interrupted one go. */
export async function clearChunks(db: Db, row: ExportRow): Promise<void> {
  await db.deleteFrom('data_export_chunks').where('export_id', '=', row.id).execute();
}

export async function storeChunk(db: Db, row: ExportRow, seq: number, bytes: Uint8Array): Promise<void> {
  await db
    .insertInto('data_export_chunks')
    .values({ export_id: row.id, seq, bytes: Buffer.from(bytes) })
    .execute();
}

export async function markReady(db: Db, row: ExportRow, size: number, now: Date): Promise<void> {
  await db
    .updateTable('data_exports')
    .set({ ready_at: now, expires_at: new Date(now.getTime() + EXPORT_LIFE_MS), size, lease_until: null })
    .where('id', '=', row.id)
    .where('tenant_id', '=', row.tenant_id)
    .execute();
}

/** The archive's chunks one by one, so a download never holds the whole archive. */
export async function* chunksOf(db: Db, row: ExportRow): AsyncGenerator<Buffer> {
  for (let seq = 0; ; seq += 1) {
    const chunk = await db.selectFrom('data_export_chunks').select('bytes').where('export_id', '=', row.id).where('seq', '=', seq).executeTakeFirst();
    if (!chunk) return;
    yield chunk.bytes;
  }
}

/** Deletes archives past their expiry (their chunks go with them); the rows stay as the history of requests. */
export async function purgeExpiredArchives(db: Db, now: Date): Promise<void> {
  const expired = db.selectFrom('data_exports').select('id').where('expires_at', '<', now);
  await db.deleteFrom('data_export_chunks').where('export_id', 'in', expired).execute();
}
