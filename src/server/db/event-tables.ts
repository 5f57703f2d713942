// Table types of the office's events and webhooks (migration 017, decision record 042), beside schema.ts, which names them.
import type { ColumnType, Generated } from 'kysely';

export interface OfficeEventCountersTable {
  tenant_id: number;
  last: number;
}

/** One customer action; `seq` numbers the office's events in the order they became visible. */
export interface OfficeEventsTable {
  id: Generated<number>;
  tenant_id: number;
  seq: number;
  type: string;
  customer_id: number | null;
  record_id: number | null;
  /** Ids and field names only, never a personal value. */
  data: ColumnType<Record<string, unknown>, unknown, unknown>;
  occurred_at: Date;
}

export interface OfficeWebhooksTable {
  tenant_id: number;
  url: string;
  secret_sealed: string;
  updated_at: Date;
}

export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

export interface WebhookDeliveriesTable {
  id: Generated<number>;
  tenant_id: number;
  event_id: number;
  customer_id: number | null;
  seq: number;
  status: DeliveryStatus;
  attempts: ColumnType<number, number | undefined, number>;
  /** When the day of retries began: the event's time, or the operator's resend. */
  since: Date;
  next_attempt_at: Date;
  /** Set while an instance sends it; another instance takes it over only after this. */
  lease_until: Date | null;
  last_status: number | null;
  last_error: string | null;
  delivered_at: Date | null;
}
