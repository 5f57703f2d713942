// The office's event outbox (issue 37, decision record 042): every customer action is one row,
// written by the action's own transaction where it has one. The office's counter row is locked by
// that transaction, so each office's numbers become visible in order: a feed read at any moment
// never passes a number that commits later. An office with a webhook gets the event's delivery row
// in the same statement group, so what is recorded is also what gets sent.
import { sql } from 'kysely';
import type { components } from '../../../generated/office';
import { json, type Db } from '../db/database';

/** What a customer can do that the office hears of, as `<record>.<what happened>`. */
export const eventTypes = [
  'document.uploaded',
  'document.removed',
  'message.sent',
  'task.done',
  'edit.saved',
  'damage.reported',
  'appointment.booked',
  'appointment.cancelled',
  'advice.lead',
  'account.activated',
  'data.retrieved',
  'signal.snoozed',
  'signal.dismissed',
  'data_export.requested',
  'data_export.downloaded',
  'offer.signed',
] as const satisfies readonly components['schemas']['OfficeEvent']['type'][];
export type EventType = (typeof eventTypes)[number];

/** An action: its type, the record it touched, and ids or field names only (never a personal value). */
export interface CustomerEvent {
  type: EventType;
  record?: number | null;
  data?: Record<string, string | number | boolean | string[] | null>;
}

async function insert(db: Db, tenantId: number, customerId: number, event: CustomerEvent, at: Date): Promise<void> {
  const counter = await db
    .insertInto('office_event_counters')
    .values({ tenant_id: tenantId, last: 1 })
    .onConflict((conflict) => conflict.column('tenant_id').doUpdateSet({ last: sql`office_event_counters.last + 1` }))
    .returning('last')
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('office_events')
    .values({
      tenant_id: tenantId,
      seq: counter.last,
      type: event.type,
      customer_id: customerId,
      record_id: event.record ?? null,
      data: json(event.data ?? {}),
      occurred_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('webhook_deliveries')
    .columns(['tenant_id', 'event_id', 'customer_id', 'seq', 'status', 'since', 'next_attempt_at'])
    .expression(
      db
        .selectFrom('office_webhooks')
        .select([
          'tenant_id',
          sql.lit(row.id).as('event_id'),
          sql<number>`${customerId}::integer`.as('customer_id'),
          sql<number>`${counter.last}::integer`.as('seq'),
          sql.lit('pending').as('status'),
          sql<Date>`${at}::timestamptz`.as('since'),
          sql<Date>`${at}::timestamptz`.as('next_attempt_at'),
        ])
        .where('tenant_id', '=', tenantId),
    )
    .execute();
}

/** Records one customer action; inside the caller's transaction when `db` is one, else in its own. */
export function insertEvent(db: Db, tenantId: number, customerId: number, event: CustomerEvent, at: Date): Promise<void> {
  if (db.isTransaction) return insert(db, tenantId, customerId, event, at);
  return db.transaction().execute((trx) => insert(trx, tenantId, customerId, event, at));
}

/** Up to `limit` of the office's events after number `after`, oldest first, with the customer's office id. */
/** What an event answer is made of, the customer's office id read at the time of asking. */
export const eventColumns = [
  'office_events.id',
  'office_events.seq',
  'office_events.type',
  'office_events.customer_id',
  'customers.office_ref',
  'office_events.record_id',
  'office_events.data',
  'office_events.occurred_at',
] as const;

export function officeEvents(db: Db, tenantId: number, after: number, limit: number) {
  return db
    .selectFrom('office_events')
    .leftJoin('customers', (join) => join.onRef('customers.id', '=', 'office_events.customer_id').onRef('customers.tenant_id', '=', 'office_events.tenant_id'))
    .select(eventColumns)
    .where('office_events.tenant_id', '=', tenantId)
    .where('office_events.seq', '>', after)
    .orderBy('office_events.seq')
    .limit(limit)
    .execute();
}

/** The number of the office's latest event (0 before its first). */
export async function lastEventNumber(db: Db, tenantId: number): Promise<number> {
  const row = await db.selectFrom('office_event_counters').select('last').where('tenant_id', '=', tenantId).executeTakeFirst();
  return row?.last ?? 0;
}

export type EventRow = Awaited<ReturnType<typeof officeEvents>>[number];

/** An event as the feed and the webhooks show it. */
export function eventAnswer(row: EventRow) {
  return {
    id: row.seq,
    type: row.type as EventType,
    customer: row.customer_id === null ? null : { id: row.customer_id, office_ref: row.office_ref },
    record_id: row.record_id,
    occurred_at: new Date(row.occurred_at).toISOString(),
    data: row.data,
  };
}
