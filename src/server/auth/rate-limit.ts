// Quotas over a rolling window: at most `limit` events of a key within any `windowMs`, counted from
// the stored moment of each event (rate_events), so a burst at a window's edge cannot double it as
// a fixed window would. For calls that are allowed a few times and then refused, such as leads;
// sign-in failures use the throttle's growing locks instead (throttle.ts).
import type { Db } from '../db/database';
import { sha256 } from './digest';

export interface Quota {
  key: string;
  limit: number;
  windowMs: number;
}

/** Longer than any quota's window: older events count for nothing and are deleted. */
const RETAIN_MS = 24 * 60 * 60_000;

/** A quota whose key is a digest of its parts, so no address or id is stored readably. */
export const quota = (parts: (string | number)[], limit: number, windowMs: number): Quota => ({ key: sha256(parts.join(':')), limit, windowMs });

export class RateLimiter {
  // The clock is the server's (Config.clock), so a test decides when an hour has passed.
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
  ) {}

  /** How many events each quota's key had within its window, in the order given. */
  async used(quotas: Quota[]): Promise<number[]> {
    const now = this.clock().getTime();
    return Promise.all(
      quotas.map(async ({ key, windowMs }) => {
        const row = await this.db
          .selectFrom('rate_events')
          .select((select) => select.fn.countAll<number>().as('events'))
          .where('key', '=', key)
          .where('at', '>', new Date(now - windowMs))
          .executeTakeFirst();
        return Number(row?.events ?? 0);
      }),
    );
  }

  /** Whether every quota still has room. */
  async allows(quotas: Quota[]): Promise<boolean> {
    const used = await this.used(quotas);
    return quotas.every((entry, index) => used[index]! < entry.limit);
  }

  /** Counts one event on every quota. */
  async record(quotas: Quota[]): Promise<void> {
    const at = this.clock();
    await this.db
      .deleteFrom('rate_events')
      .where('at', '<', new Date(at.getTime() - RETAIN_MS))
      .execute();
    await this.db
      .insertInto('rate_events')
      .values(quotas.map(({ key }) => ({ key, at })))
      .execute();
  }
}
