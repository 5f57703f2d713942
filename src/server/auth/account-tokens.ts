// Tokens of the password links: `?reset_password=` (1 hour) and `?register=` (14 days). Random,
// kept as SHA-256, bound to one office, one customer and their purpose, and used once. Issuing
// one voids the customer's earlier unused tokens of that purpose; setting a password voids all.
import type { Db } from '../db/database';
import { sha256 } from './digest';
import { randomToken } from './tokens';

export type TokenPurpose = 'reset' | 'register';

export const TOKEN_TTL_MS: Record<TokenPurpose, number> = { reset: 60 * 60_000, register: 14 * 24 * 60 * 60_000 };
/** The query parameter of the portal address that carries each kind of token. */
export const LINK_PARAMETER: Record<TokenPurpose, string> = { reset: 'reset_password', register: 'register' };

/** The customer a token belongs to, with their office: every statement names both. */
export interface TokenOwner {
  tenantId: number;
  customerId: number;
}

export async function issueAccountToken(db: Db, owner: TokenOwner, purpose: TokenPurpose, now: Date, token = randomToken()): Promise<string> {
  await db
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('tenant_id', '=', owner.tenantId)
    .where('customer_id', '=', owner.customerId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('account_tokens')
    .values({
      tenant_id: owner.tenantId,
      customer_id: owner.customerId,
      purpose,
      token_hash: sha256(token),
      expires_at: new Date(now.getTime() + TOKEN_TTL_MS[purpose]),
    })
    .execute();
  return token;
}

/** Whether the customer has an unused token of this purpose issued less than `withinMs` before `now`. */
export async function issuedRecently(db: Db, owner: TokenOwner, purpose: TokenPurpose, withinMs: number, now: Date): Promise<boolean> {
  // A token expires TOKEN_TTL_MS after it was issued, on the clock that issued it.
  const row = await db
    .selectFrom('account_tokens')
    .select('id')
    .where('tenant_id', '=', owner.tenantId)
    .where('customer_id', '=', owner.customerId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date(now.getTime() + TOKEN_TTL_MS[purpose] - withinMs))
    .executeTakeFirst();
  return row !== undefined;
}

/** The unused, unexpired token of this office, with its account's username. */
export function findAccountToken(db: Db, tenantId: number, token: string, now: Date) {
  return db
    .selectFrom('account_tokens')
    .innerJoin('customers', (join) =>
      join.onRef('customers.tenant_id', '=', 'account_tokens.tenant_id').onRef('customers.id', '=', 'account_tokens.customer_id'),
    )
    .select(['account_tokens.id', 'account_tokens.customer_id', 'account_tokens.purpose', 'customers.username'])
    .where('account_tokens.tenant_id', '=', tenantId)
    .where('account_tokens.token_hash', '=', sha256(token))
    .where('account_tokens.used_at', 'is', null)
    .where('account_tokens.expires_at', '>', now)
    .executeTakeFirst();
}

/** Uses the token up; false when another request used it first. */
export async function spendAccountToken(db: Db, tenantId: number, tokenId: number, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', tokenId)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function voidAccountTokens(db: Db, owner: TokenOwner, now: Date) {
  await db
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('tenant_id', '=', owner.tenantId)
    .where('customer_id', '=', owner.customerId)
    .where('used_at', 'is', null)
    .execute();
}
