// The push subscriptions of customers' devices. An endpoint belongs to one device and to the one
// customer who subscribed it first: another customer, of this office or another, who posts the
// same endpoint changes nothing (it would otherwise take over the device's notifications). The
// session that subscribed it is kept so its logout frees it. A customer has at most MAX_DEVICES.
import type { components } from '../../../generated/portal';
import type { Db } from '../db/database';

export interface Owner {
  tenantId: number;
  customerId: number;
}

/** A browser's PushSubscription as POST /customer/push_subscription takes it. */
export type NewSubscription = components['schemas']['PushSubscriptionBody'];

export interface StoredSubscription {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Phones, tablets and browsers a customer really uses; each push is one outbound request per device. */
export const MAX_DEVICES = 10;

/** Stores the device for its owner, replacing their oldest beyond MAX_DEVICES; false when another customer holds the endpoint. */
export async function saveSubscription(db: Db, owner: Owner & { sessionId: string }, subscription: NewSubscription): Promise<boolean> {
  const row = {
    tenant_id: owner.tenantId,
    customer_id: owner.customerId,
    session_id: owner.sessionId,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    expires_at: subscription.expirationTime ? new Date(subscription.expirationTime) : null,
  };
  return db.transaction().execute(async (trx) => {
    const saved = await trx
      .insertInto('push_subscriptions')
      .values({ ...row, endpoint: subscription.endpoint })
      .onConflict((conflict) =>
        conflict
          .column('endpoint')
          .doUpdateSet(row)
          .where('push_subscriptions.tenant_id', '=', owner.tenantId)
          .where('push_subscriptions.customer_id', '=', owner.customerId),
      )
      .returning('id')
      .executeTakeFirst();
    if (!saved) return false;
    const newest = trx
      .selectFrom('push_subscriptions')
      .select('id')
      .where('tenant_id', '=', owner.tenantId)
      .where('customer_id', '=', owner.customerId)
      .orderBy('id', 'desc')
      .limit(MAX_DEVICES);
    await trx
      .deleteFrom('push_subscriptions')
      .where('tenant_id', '=', owner.tenantId)
      .where('customer_id', '=', owner.customerId)
      .where('id', 'not in', newest)
      .execute();
    return true;
  });
}

/** Removes the customer's subscription of this endpoint; false when they have none. */
export async function removeSubscription(db: Db, owner: Owner, endpoint: string): Promise<boolean> {
  const result = await db
    .deleteFrom('push_subscriptions')
    .where('tenant_id', '=', owner.tenantId)
    .where('customer_id', '=', owner.customerId)
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The devices of ended sessions receive nothing more. */
export async function removeSessionSubscriptions(db: Db, sessionIds: readonly string[]) {
  if (sessionIds.length === 0) return;
  await db.deleteFrom('push_subscriptions').where('session_id', 'in', sessionIds).execute();
}

/** The customer's subscriptions that have not expired by `now`. */
export function subscriptionsOf(db: Db, owner: Owner, now: Date): Promise<StoredSubscription[]> {
  return db
    .selectFrom('push_subscriptions')
    .select(['id', 'endpoint', 'p256dh', 'auth'])
    .where('tenant_id', '=', owner.tenantId)
    .where('customer_id', '=', owner.customerId)
    .where((where) => where.or([where('expires_at', 'is', null), where('expires_at', '>', now)]))
    .orderBy('id')
    .execute();
}

/** The push service said the subscription is gone (404/410): it never comes back. */
export async function removeGoneSubscription(db: Db, id: number) {
  await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
}
