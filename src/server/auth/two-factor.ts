// Two-factor codes: 6 digits, mailed after the password was checked, valid once for 10 minutes,
// kept only as a keyed digest. A customer has one pending code at most: a new one replaces it,
// and 5 wrong tries void it. The sign-in that checked the password answers a ticket, and only a
// request carrying it gets a code mailed: knowing the username is not enough (issue 26).
import { randomInt } from 'node:crypto';
import type { Db } from '../db/database';
import { keyedDigest } from './digest';
import { randomToken } from './tokens';

export const CODE_TTL_MS = 10 * 60_000;
/** A code is only mailed this long after a sign-in checked the password. */
export const PASSWORD_CHECK_TTL_MS = 10 * 60_000;
export const MAX_CODE_TRIES = 5;
/** Within one sign-in, a code younger than this is not replaced, nor mailed again: the mailbox is not flooded and the code in it stays valid. */
export const CODE_RESEND_MS = 60_000;

export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Bound to the customer, so one code's digest says nothing about another customer's. */
export function codeDigest(secret: string, customerId: number, code: string): string {
  return keyedDigest(secret, `2fa:${customerId}:${code}`);
}

/** The customer a code belongs to, with their office: every statement names both. */
interface Owner {
  tenantId: number;
  customerId: number;
}

const ticketDigest = (secret: string, customerId: number, ticket: string) => keyedDigest(secret, `2fa-ticket:${customerId}:${ticket}`);

/**
 * Remembers that a sign-in of this customer passed the password and now waits for a code; answers
 * the ticket that lets its holder have the code mailed. A newer sign-in's ticket replaces it, and
 * voids an earlier sign-in's code, so its first code request always mails one.
 */
export async function markPasswordChecked(db: Db, secret: string, owner: Owner, now: Date): Promise<string> {
  const ticket = randomToken();
  const values = { password_checked_at: now, ticket_hash: ticketDigest(secret, owner.customerId, ticket), code_hash: null, expires_at: null, failed_tries: 0 };
  await db
    .insertInto('two_factor_codes')
    .values({ customer_id: owner.customerId, tenant_id: owner.tenantId, ...values })
    .onConflict((conflict) => conflict.column('customer_id').doUpdateSet(values))
    .execute();
  return ticket;
}

/**
 * A new code for the holder of the ticket of a sign-in waiting for one (the old code stops
 * working), or null: no such sign-in, a wrong ticket, or a code mailed less than CODE_RESEND_MS ago.
 */
export async function issueCode(db: Db, secret: string, owner: Owner, ticket: string, now: Date): Promise<string | null> {
  const { tenantId, customerId } = owner;
  const code = newCode();
  const row = await db
    .updateTable('two_factor_codes')
    .set({ code_hash: codeDigest(secret, customerId, code), expires_at: new Date(now.getTime() + CODE_TTL_MS), failed_tries: 0 })
    .where('tenant_id', '=', tenantId)
    .where('customer_id', '=', customerId)
    .where('ticket_hash', '=', ticketDigest(secret, customerId, ticket))
    .where('password_checked_at', '>', new Date(now.getTime() - PASSWORD_CHECK_TTL_MS))
    // A code expires CODE_TTL_MS after it was issued: one expiring later than this is too recent to replace.
    .where((eb) => eb.or([eb('code_hash', 'is', null), eb('expires_at', '<=', new Date(now.getTime() + CODE_TTL_MS - CODE_RESEND_MS))]))
    .returning('customer_id')
    .executeTakeFirst();
  return row ? code : null;
}

/** Whether `code` is the customer's pending code; a right code is used up, a wrong one counts. */
export async function redeemCode(db: Db, secret: string, owner: Owner, code: string, now: Date): Promise<boolean> {
  const { tenantId, customerId } = owner;
  const used = await db
    .deleteFrom('two_factor_codes')
    .where('tenant_id', '=', tenantId)
    .where('customer_id', '=', customerId)
    .where('code_hash', '=', codeDigest(secret, customerId, code))
    .where('expires_at', '>', now)
    .where('failed_tries', '<', MAX_CODE_TRIES)
    .returning('customer_id')
    .executeTakeFirst();
  if (used) return true;
  await db
    .updateTable('two_factor_codes')
    .set((eb) => ({
      failed_tries: eb('failed_tries', '+', 1),
      code_hash: eb
        .case()
        .when('failed_tries', '>=', MAX_CODE_TRIES - 1)
        .then(null)
        .else(eb.ref('code_hash'))
        .end(),
    }))
    .where('tenant_id', '=', tenantId)
    .where('customer_id', '=', customerId)
    .where('code_hash', 'is not', null)
    .execute();
  return false;
}
