// A customer's sign-in sessions, bound to one office and one customer like the rest of their scope
// (src/server/db/customer-scope.ts): the account tab's handlers list and end them only here.
import type { OpenSessions } from '../auth/open-sessions';
import { revokeSessions } from '../auth/sessions';
import type { Db } from './database';

export interface SessionRow {
  id: string;
  browser: string | null;
  os: string | null;
  device_type: string;
  created_at: Date;
  last_seen_at: Date;
}

export class CustomerSessions {
  constructor(
    private readonly db: Db,
    private readonly owner: { tenantId: number; customerId: number },
  ) {}

  /** The open sessions (not ended, refresh token not expired), the most recently seen first. */
  open(now: Date): Promise<SessionRow[]> {
    return this.db
      .selectFrom('sessions')
      .select(['id', 'browser', 'os', 'device_type', 'created_at', 'last_seen_at'])
      .where('tenant_id', '=', this.owner.tenantId)
      .where('customer_id', '=', this.owner.customerId)
      .where('revoked_at', 'is', null)
      .where('refresh_expires_at', '>', now)
      .orderBy('last_seen_at', 'desc')
      .orderBy('id')
      .execute();
  }

  /** Ends one open session of this customer; false when they have no such open session. */
  async end(open: OpenSessions, id: string, now: Date): Promise<boolean> {
    const row = await this.db
      .selectFrom('sessions')
      .select('id')
      .where('id', '=', id)
      .where('tenant_id', '=', this.owner.tenantId)
      .where('customer_id', '=', this.owner.customerId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (!row) return false;
    return (await revokeSessions(this.db, open, { tenantId: this.owner.tenantId, sessionId: id }, now)) > 0;
  }

  /** Ends every open session of this customer but `keep`; answers how many. */
  endOthers(open: OpenSessions, keep: string, now: Date): Promise<number> {
    return revokeSessions(this.db, open, { ...this.owner, except: keep }, now);
  }
}
