// Data-retrieval (assessment) tokens: a random secret handed to the customer's frame, of which the
// server keeps only a hash. A token is bound to one office, one customer and one person (the
// customer or the partner), lives 30 minutes and opens the inventory once: a second use is a
// replay and is refused.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';

export const TOKEN_MINUTES = 30;

export type Person = 'customer' | 'partner';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function newToken(now: Date) {
  const token = randomBytes(32).toString('base64url');
  return { token, token_hash: hashToken(token), expires_at: new Date(now.getTime() + TOKEN_MINUTES * 60_000) };
}

export interface TokenGrant {
  tenantId: number;
  customerId: number;
  person: Person;
  type: string;
}

export type TokenState = { kind: 'valid'; grant: TokenGrant } | { kind: 'unknown' } | { kind: 'used' } | { kind: 'expired' };

/** What a token opens at the office `tenantId`, without using it; another office's token is unknown here. */
export async function inspectToken(db: Db, tenantId: number, token: string, now: Date): Promise<TokenState> {
  const row = await db
    .selectFrom('assessment_tokens')
    .select(['tenant_id', 'customer_id', 'person', 'type', 'expires_at', 'used_at'])
    .where('token_hash', '=', hashToken(token))
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  if (!row) return { kind: 'unknown' };
  if (row.used_at) return { kind: 'used' };
  if (new Date(row.expires_at).getTime() < now.getTime()) return { kind: 'expired' };
  return { kind: 'valid', grant: { tenantId: row.tenant_id, customerId: row.customer_id, person: row.person, type: row.type } };
}

/**
 * Uses the token: one conditional update, so of two requests racing with one token only one
 * wins. Answers what it opened, or why it was refused.
 */
export async function redeemToken(db: Db, tenantId: number, token: string, now: Date): Promise<TokenState> {
  const row = await db
    .updateTable('assessment_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('tenant_id', '=', tenantId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['tenant_id', 'customer_id', 'person', 'type'])
    .executeTakeFirst();
  if (row) return { kind: 'valid', grant: { tenantId: row.tenant_id, customerId: row.customer_id, person: row.person, type: row.type } };
  const state = await inspectToken(db, tenantId, token, now);
  // Between the update and this read nothing can make a refused token valid; report why it failed.
  return state.kind === 'valid' ? { kind: 'used' } : state;
}
