// Table types of the notifications (migration 009, issue 29), beside schema.ts, which names them.
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/** A device's Web Push subscription (migration 009), removed with its session's logout. */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  tenant_id: number;
  customer_id: number;
  session_id: string | null;
  endpoint: string;
  p256dh: string;
  auth: string;
  expires_at: Date | null;
  created_at: CreatedAt;
}

/** An item told by e-mail: waits for the next daily digest. */
export interface NotificationDigestItemsTable {
  id: Generated<number>;
  tenant_id: number;
  customer_id: number;
  kind: string;
  created_at: CreatedAt;
  mailed_at: Date | null;
}

/** One row per customer and Amsterdam day a digest went out; its key makes that once. */
export interface NotificationDigestsTable {
  tenant_id: number;
  customer_id: number;
  day: string;
  created_at: CreatedAt;
}
