// Throttling of sign-in, code, recovery and token attempts, kept in the database so every server
// instance counts the same failures. Wrong passwords count per (account, address) pair and per
// address, never per account alone: a stranger who knows a customer's username then slows only
// themselves, not the owner signing in from their own device (decision record 005). After `threshold` failures
// within the window (each new failure within the window of the previous one keeps counting),
// the key is locked for 2^(n - threshold) seconds after its last failure, at most `maxLockMs`.
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { throttled } from '../observability/metrics';
import { sha256 } from './digest';
import { normaliseUsername } from './accounts';

export interface ThrottlePolicy {
  threshold: number;
  windowMs: number;
  maxLockMs: number;
}

const FIFTEEN_MINUTES = 15 * 60_000;
/** One account (from one address): a person typing a wrong password now and then never meets it. */
export const accountPolicy: ThrottlePolicy = { threshold: 5, windowMs: FIFTEEN_MINUTES, maxLockMs: FIFTEEN_MINUTES };
/** One address: higher, as an office's customers may share one behind a router. */
export const addressPolicy: ThrottlePolicy = { threshold: 20, windowMs: FIFTEEN_MINUTES, maxLockMs: FIFTEEN_MINUTES };

export interface ThrottleState {
  failures: number;
  last_failure_at: Date;
}

/** How long `failures` failures lock a key. */
export function lockMs(failures: number, policy: ThrottlePolicy): number {
  if (failures < policy.threshold) return 0;
  // 2^10 s already passes 15 minutes; capping the exponent keeps the number finite.
  return Math.min(2 ** Math.min(failures - policy.threshold, 30) * 1000, policy.maxLockMs);
}

/** Whether a key with this state is locked at `now`. */
export function isLocked(state: ThrottleState | undefined, policy: ThrottlePolicy, now: Date): boolean {
  if (!state) return false;
  return now.getTime() < state.last_failure_at.getTime() + lockMs(state.failures, policy);
}

export type AttemptKind = 'login' | 'change' | 'code' | 'recovery' | 'token' | 'step_up';

export interface ThrottleKey {
  key: string;
  policy: ThrottlePolicy;
  /** What is attempted, for the metrics (the key itself is a digest). */
  kind: AttemptKind;
}

// Keys are digests: the table then holds no usernames typed by strangers, nor their addresses.
export function accountKey(kind: AttemptKind, tenantId: number, username: string): ThrottleKey {
  return { key: sha256(`${kind}:account:${tenantId}:${normaliseUsername(username)}`), policy: accountPolicy, kind };
}

/** One account tried from one address: the sign-in throttle that cannot lock out the owner. */
export function pairKey(kind: AttemptKind, tenantId: number, username: string, ip: string): ThrottleKey {
  return { key: sha256(`${kind}:pair:${tenantId}:${normaliseUsername(username)}:${ip}`), policy: accountPolicy, kind };
}

export function addressKey(kind: AttemptKind, ip: string, policy = addressPolicy): ThrottleKey {
  return { key: sha256(`${kind}:ip:${ip}`), policy, kind };
}

/** Everything of one kind an office receives, from wherever it comes. */
export function officeKey(kind: AttemptKind, tenantId: number, policy: ThrottlePolicy): ThrottleKey {
  return { key: sha256(`${kind}:office:${tenantId}`), policy, kind };
}

export class Throttle {
  // The clock is the server's (Config.clock), so a test decides when a lock has expired.
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
  ) {}

  async locked(keys: ThrottleKey[]): Promise<boolean> {
    const now = this.clock();
    const rows = await this.db
      .selectFrom('auth_throttle')
      .select(['key', 'failures', 'last_failure_at'])
      .where(
        'key',
        'in',
        keys.map((entry) => entry.key),
      )
      .execute();
    const lockedKey = keys.find((entry) =>
      isLocked(
        rows.find((row) => row.key === entry.key),
        entry.policy,
        now,
      ),
    );
    if (lockedKey) throttled.inc({ kind: lockedKey.kind });
    return lockedKey !== undefined;
  }

  /** Counts a failure (or, for mail-sending calls, an attempt) on every key, atomically per key. */
  async record(keys: ThrottleKey[]): Promise<void> {
    const now = this.clock();
    for (const { key, policy } of keys) {
      const windowStart = new Date(now.getTime() - policy.windowMs);
      await this.db
        .insertInto('auth_throttle')
        .values({ key, failures: 1, last_failure_at: now })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            failures: sql<number>`CASE WHEN auth_throttle.last_failure_at < ${windowStart} THEN 1 ELSE auth_throttle.failures + 1 END`,
            last_failure_at: now,
          }),
        )
        .execute();
    }
  }

  /** Forgets the failures of keys whose owner just proved who they are. */
  async clear(keys: ThrottleKey[]): Promise<void> {
    await this.db
      .deleteFrom('auth_throttle')
      .where(
        'key',
        'in',
        keys.map((entry) => entry.key),
      )
      .execute();
  }
}
