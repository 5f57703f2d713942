// The office's events and webhook deliveries as the office API reaches them: bound to the
// credential's office, like the rest of OfficeScope (which hands this out).
import type { Db } from '../db/database';
import { deliveryById, deliveryPage, resendDelivery } from './deliveries';
import { officeEvents } from './outbox';

export class OfficeEventScope {
  constructor(
    private readonly db: Db,
    readonly tenantId: number,
  ) {}

  /** Up to `limit` events after number `after`, oldest first. */
  events(after: number, limit: number) {
    return officeEvents(this.db, this.tenantId, after, limit);
  }

  /** Up to `limit` failed deliveries after id `after`, oldest first. */
  failedDeliveries(after: number, limit: number) {
    return deliveryPage(this.db, this.tenantId, after, limit, 'failed');
  }

  /** Queues a failed delivery again and answers it; undefined when the office has no such failed one. */
  async resend(id: number, now: Date) {
    if (!(await resendDelivery(this.db, this.tenantId, id, now))) return undefined;
    return deliveryById(this.db, this.tenantId, id);
  }
}
