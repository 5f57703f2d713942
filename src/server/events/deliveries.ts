// The office's webhook and its deliveries in the database (migration 017, decision record 042).
// Every statement names the office, except the worker's look for due rows of every office, which
// then claims each row by its id under a lease, so two instances never both send one in the normal case.
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { DeliveryStatus } from '../db/event-tables';
import { eventAnswer, eventColumns, type EventRow } from './outbox';
import type { Candidate } from './backoff';

export function webhookOf(db: Db, tenantId: number) {
  return db.selectFrom('office_webhooks').select(['url', 'secret_sealed', 'updated_at']).where('tenant_id', '=', tenantId).executeTakeFirst();
}

/** Sets the address, and the sealed secret when given (a first address, or a rotation). */
export async function storeWebhook(db: Db, tenantId: number, change: { url?: string; sealed?: string }, now: Date): Promise<void> {
  const current = await webhookOf(db, tenantId);
  if (current) {
    await db
      .updateTable('office_webhooks')
      .set({ ...(change.url ? { url: change.url } : {}), ...(change.sealed ? { secret_sealed: change.sealed } : {}), updated_at: now })
      .where('tenant_id', '=', tenantId)
      .execute();
  } else if (change.url && change.sealed) {
    await db.insertInto('office_webhooks').values({ tenant_id: tenantId, url: change.url, secret_sealed: change.sealed, updated_at: now }).execute();
  }
}

/** Pending deliveries of every office that are due and not leased, with their customer's first pending event. */
export async function dueCandidates(db: Db, now: Date, limit: number): Promise<Candidate[]> {
  const rows = await db
    .selectFrom('webhook_deliveries as d')
    .select(['d.id', 'd.tenant_id', 'd.customer_id', 'd.seq'])
    .select(
      sql<number>`(select min(e.seq) from webhook_deliveries e where e.tenant_id = d.tenant_id and e.customer_id is not distinct from d.customer_id and e.status = 'pending')`.as(
        'first_pending',
      ),
    )
    .where('d.status', '=', 'pending')
    .where('d.next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('d.lease_until', 'is', null), eb('d.lease_until', '<', now)]))
    .orderBy('d.next_attempt_at')
    .orderBy('d.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, first_pending: Number(row.first_pending) }));
}

/** Takes the delivery for this instance until `until`; false when another instance holds it. */
export async function claimDelivery(db: Db, candidate: Candidate, now: Date, until: Date): Promise<number | null> {
  const row = await db
    .updateTable('webhook_deliveries')
    .set({ lease_until: until, attempts: sql`attempts + 1` })
    .where('tenant_id', '=', candidate.tenant_id)
    .where('id', '=', candidate.id)
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .returning('attempts')
    .executeTakeFirst();
  return row ? row.attempts : null;
}

const deliveryColumns = [
  'webhook_deliveries.id as delivery_id',
  'webhook_deliveries.status',
  'webhook_deliveries.attempts',
  'webhook_deliveries.last_status',
  'webhook_deliveries.last_error',
  'webhook_deliveries.since',
  'webhook_deliveries.next_attempt_at',
  'webhook_deliveries.delivered_at',
  ...eventColumns,
] as const;

/** The office's deliveries with their events. */
function deliveries(db: Db, tenantId: number) {
  return db
    .selectFrom('webhook_deliveries')
    .innerJoin('office_events', (join) =>
      join.onRef('office_events.id', '=', 'webhook_deliveries.event_id').onRef('office_events.tenant_id', '=', 'webhook_deliveries.tenant_id'),
    )
    .leftJoin('customers', (join) => join.onRef('customers.id', '=', 'office_events.customer_id').onRef('customers.tenant_id', '=', 'office_events.tenant_id'))
    .select(deliveryColumns)
    .where('webhook_deliveries.tenant_id', '=', tenantId);
}

export type DeliveryRow = EventRow & {
  delivery_id: number;
  status: DeliveryStatus;
  attempts: number;
  last_status: number | null;
  last_error: string | null;
  since: Date;
  next_attempt_at: Date;
  delivered_at: Date | null;
};

export const deliveryById = (db: Db, tenantId: number, id: number) =>
  deliveries(db, tenantId).where('webhook_deliveries.id', '=', id).executeTakeFirst() as Promise<DeliveryRow | undefined>;

/** The office's deliveries after id `after`, oldest first; only those of one status when given. */
export function deliveryPage(db: Db, tenantId: number, after: number, limit: number, status?: DeliveryStatus) {
  let query = deliveries(db, tenantId).where('webhook_deliveries.id', '>', after);
  if (status) query = query.where('webhook_deliveries.status', '=', status);
  return query.orderBy('webhook_deliveries.id').limit(limit).execute() as Promise<DeliveryRow[]>;
}

/** The office's latest deliveries, newest first (the operator's view). */
export const latestDeliveries = (db: Db, tenantId: number, limit: number, status?: DeliveryStatus) =>
  (status ? deliveries(db, tenantId).where('webhook_deliveries.status', '=', status) : deliveries(db, tenantId))
    .orderBy('webhook_deliveries.id', 'desc')
    .limit(limit)
    .execute() as Promise<DeliveryRow[]>;

export interface Outcome {
  status: DeliveryStatus;
  lastStatus: number | null;
  lastError: string | null;
  nextAttemptAt: Date;
  deliveredAt: Date | null;
}

export async function finishAttempt(db: Db, tenantId: number, id: number, outcome: Outcome): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({
      status: outcome.status,
      last_status: outcome.lastStatus,
      last_error: outcome.lastError,
      next_attempt_at: outcome.nextAttemptAt,
      delivered_at: outcome.deliveredAt,
      lease_until: null,
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

/** Queues a failed delivery again with a new day of retries; false when the office has no such failed one. */
export async function resendDelivery(db: Db, tenantId: number, id: number, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('webhook_deliveries')
    .set({ status: 'pending', attempts: 0, since: now, next_attempt_at: now, lease_until: null })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** A delivery as the office API answers it. */
export function deliveryAnswer(row: DeliveryRow) {
  const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);
  return {
    id: row.delivery_id,
    event: eventAnswer(row),
    status: row.status,
    attempts: row.attempts,
    last_status: row.last_status,
    last_error: row.last_error,
    since: iso(row.since)!,
    next_attempt_at: iso(row.next_attempt_at)!,
    delivered_at: iso(row.delivered_at),
  };
}
