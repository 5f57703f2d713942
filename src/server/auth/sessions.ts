// Sessions: a row per sign-in, an access token bound to it and a refresh token (stored as its
// SHA-256) that is replaced on every use. Revoking the row ends every token of the session.
import { createHash, randomUUID } from 'node:crypto';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { issueAccessToken, randomToken } from './tokens';

const REFRESH_DAYS = 30;

export interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  token_type: 'Bearer';
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const refreshExpiry = () => new Date(Date.now() + REFRESH_DAYS * 24 * 60 * 60 * 1000);

function answer(config: Config, session: { id: string; tenant_id: number; customer_id: number }, refresh: string): TokenAnswer {
  const exp = Math.floor(Date.now() / 1000) + config.accessTokenSeconds;
  return {
    access_token: issueAccessToken(config.sessionSecret, { sid: session.id, tid: session.tenant_id, cid: session.customer_id, exp }),
    refresh_token: refresh,
    expires_in: config.accessTokenSeconds,
    token_type: 'Bearer',
  };
}

export async function openSession(db: Db, config: Config, tenantId: number, customerId: number): Promise<TokenAnswer> {
  const refresh = randomToken();
  const session = { id: randomUUID(), tenant_id: tenantId, customer_id: customerId };
  await db
    .insertInto('sessions')
    .values({ ...session, refresh_hash: hash(refresh), refresh_expires_at: refreshExpiry() })
    .execute();
  return answer(config, session, refresh);
}

/** New tokens for a valid refresh token of this office, or null; the old refresh token stops working. */
export async function rotateSession(db: Db, config: Config, tenantId: number, refreshToken: string): Promise<TokenAnswer | null> {
  const refresh = randomToken();
  const session = await db
    .updateTable('sessions')
    .set({ refresh_hash: hash(refresh), refresh_expires_at: refreshExpiry() })
    .where('refresh_hash', '=', hash(refreshToken))
    .where('tenant_id', '=', tenantId)
    .where('revoked_at', 'is', null)
    .where('refresh_expires_at', '>', new Date())
    .returning(['id', 'tenant_id', 'customer_id'])
    .executeTakeFirst();
  return session ? answer(config, session, refresh) : null;
}

export async function revokeSession(db: Db, sessionId: string) {
  await db.updateTable('sessions').set({ revoked_at: new Date() }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}
