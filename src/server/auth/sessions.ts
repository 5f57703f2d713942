// Sessions: a row per sign-in, an access token bound to it and a refresh token (stored as its
// SHA-256) that is replaced on every use. The replaced ones are kept: one coming back was copied,
// so its whole session (the token family) is revoked. Revoking the row ends every token of it.
import { randomUUID } from 'node:crypto';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { Device } from './devices';
import { sha256 } from './digest';
import type { OpenSessions } from './open-sessions';
import { issueAccessToken, randomToken } from './tokens';
import { removeSessionSubscriptions } from '../notify/subscriptions';

const REFRESH_DAYS = 30;

export interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  token_type: 'Bearer';
}

const refreshExpiry = (now: Date) => new Date(now.getTime() + REFRESH_DAYS * 24 * 60 * 60 * 1000);

function answer(config: Config, session: { id: string; tenant_id: number; customer_id: number }, refresh: string, now: Date): TokenAnswer {
  const exp = Math.floor(now.getTime() / 1000) + config.accessTokenSeconds;
  return {
    access_token: issueAccessToken(config.sessionSecret, { sid: session.id, tid: session.tenant_id, cid: session.customer_id, exp }),
    refresh_token: refresh,
    expires_in: config.accessTokenSeconds,
    token_type: 'Bearer',
  };
}

/**
 * Opens a session on the device the sign-in came from; answers its tokens and its id. `proven`:
 * the sign-in proved a second factor, which counts as a fresh proof for step-up.
 */
export async function openSession(
  db: Db,
  config: Config,
  tenantId: number,
  customerId: number,
  device: Device,
  proven: boolean,
): Promise<TokenAnswer & { sessionId: string }> {
  const refresh = randomToken();
  const session = { id: randomUUID(), tenant_id: tenantId, customer_id: customerId };
  const now = config.clock();
  await db
    .insertInto('sessions')
    .values({
      ...session,
      ...device,
      refresh_hash: sha256(refresh),
      refresh_expires_at: refreshExpiry(now),
      created_at: now,
      last_seen_at: now,
      proven_at: proven ? now : null,
    })
    .execute();
  return { ...answer(config, session, refresh, now), sessionId: session.id };
}

/**
 * New tokens for a valid refresh token of this office, or null; the old refresh token stops
 * working. A refresh token that was already rotated out revokes its session.
 */
export async function rotateSession(db: Db, open: OpenSessions, config: Config, tenantId: number, refreshToken: string): Promise<TokenAnswer | null> {
  const used = sha256(refreshToken);
  const refresh = randomToken();
  const now = config.clock();
  const session = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('sessions')
      .set({ refresh_hash: sha256(refresh), refresh_expires_at: refreshExpiry(now), last_seen_at: now })
      .where('refresh_hash', '=', used)
      .where('tenant_id', '=', tenantId)
      .where('revoked_at', 'is', null)
      .where('refresh_expires_at', '>', now)
      .returning(['id', 'tenant_id', 'customer_id'])
      .executeTakeFirst();
    if (row) await trx.insertInto('used_refresh_tokens').values({ hash: used, session_id: row.id }).execute();
    return row;
  });
  if (session) return answer(config, session, refresh, now);
  const reused = await db.selectFrom('used_refresh_tokens').select('session_id').where('hash', '=', used).executeTakeFirst();
  if (reused) await revokeSessions(db, open, { tenantId, sessionId: reused.session_id }, now);
  return null;
}

export type SessionSelection = { tenantId: number; sessionId: string } | { tenantId: number; customerId: number; except?: string };

/** Revokes sessions and tells this instance's cache at once (others follow within its TTL); answers how many. */
export async function revokeSessions(db: Db, open: OpenSessions, which: SessionSelection, now: Date): Promise<number> {
  let query = db.updateTable('sessions').set({ revoked_at: now }).where('tenant_id', '=', which.tenantId).where('revoked_at', 'is', null);
  if ('sessionId' in which) query = query.where('id', '=', which.sessionId);
  else {
    query = query.where('customer_id', '=', which.customerId);
    if (which.except) query = query.where('id', '!=', which.except);
  }
  const revoked = await query.returning('id').execute();
  for (const { id } of revoked) open.forget(id);
  // An ended session's device receives no more notifications (issue 29).
  await removeSessionSubscriptions(
    db,
    revoked.map(({ id }) => id),
  );
  return revoked.length;
}
