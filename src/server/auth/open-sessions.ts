// Which sessions are open, asked of the database at most once per session every two seconds.
// Without it every call pays a second query; with it a session revoked by another server
// instance keeps working there for at most TTL_MS (this instance forgets it at once). The same
// query keeps the session's last-seen time, written again once it is LAST_SEEN_STEP_MS old.
import type { Db } from '../db/database';

const TTL_MS = 2_000;
const MAX_ENTRIES = 10_000;
/** How stale a session's last-seen time may get before a call writes it again: one write per session in that time, not per call. */
export const LAST_SEEN_STEP_MS = 5 * 60_000;

export class OpenSessions {
  private confirmed = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
  ) {}

  async isOpen(id: string, tenantId: number, customerId: number): Promise<boolean> {
    const key = `${id}:${tenantId}:${customerId}`;
    const until = this.confirmed.get(key);
    if (until !== undefined && until > this.clock().getTime()) return true;
    const row = await this.db
      .selectFrom('sessions')
      .select(['id', 'last_seen_at'])
      .where('id', '=', id)
      .where('tenant_id', '=', tenantId)
      .where('customer_id', '=', customerId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (!row) {
      this.confirmed.delete(key);
      return false;
    }
    const now = this.clock();
    if (now.getTime() - row.last_seen_at.getTime() >= LAST_SEEN_STEP_MS) {
      await this.db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', id).where('tenant_id', '=', tenantId).execute();
    }
    if (this.confirmed.size >= MAX_ENTRIES) this.confirmed.clear();
    this.confirmed.set(key, now.getTime() + TTL_MS);
    return true;
  }

  /** Called when this instance revokes a session, so its own answers change at once. */
  forget(id: string) {
    for (const key of this.confirmed.keys()) if (key.startsWith(`${id}:`)) this.confirmed.delete(key);
  }
}
