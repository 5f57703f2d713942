// A customer's push devices, bound to one office and one customer like the rest of their scope
// (src/server/db/customer-scope.ts): the notification handlers reach the subscriptions only here.
import { removeSubscription, saveSubscription, type NewSubscription } from '../notify/subscriptions';
import type { Db } from './database';

export class CustomerDevices {
  constructor(
    private readonly db: Db,
    private readonly owner: { tenantId: number; customerId: number },
  ) {}

  /** Stores the device for this customer and session; false when another customer holds the endpoint. */
  save(sessionId: string, subscription: NewSubscription): Promise<boolean> {
    return saveSubscription(this.db, { ...this.owner, sessionId }, subscription);
  }

  /** Removes this customer's subscription of the endpoint; false when they have none. */
  remove(endpoint: string): Promise<boolean> {
    return removeSubscription(this.db, this.owner, endpoint);
  }
}
