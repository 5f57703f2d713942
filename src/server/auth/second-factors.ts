// A customer's authenticator app and recovery codes (issue 39). Every statement names the office
// and the customer. The app's key is sealed (sealed.ts) and answered only by the set-up call; a
// recovery code is kept as a keyed digest and works once.
import { randomInt } from 'node:crypto';
import type { Db } from '../db/database';
import { keyedDigest } from './digest';
import { seal, unseal } from './sealed';
import { checkAppCode, newAppSecret } from './totp';

export interface Owner {
  tenantId: number;
  customerId: number;
}

export const RECOVERY_CODE_COUNT = 10;
/** Letters and digits nobody confuses when typing from paper (no 0/o, 1/l/i). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const apps = (db: Db, owner: Owner) => db.selectFrom('authenticator_apps').where('tenant_id', '=', owner.tenantId).where('customer_id', '=', owner.customerId);

/** Whether the customer has no app, one being set up (not confirmed yet), or a confirmed one. */
export async function appState(db: Db, owner: Owner): Promise<'none' | 'pending' | 'confirmed'> {
  const row = await apps(db, owner).select('confirmed_at').executeTakeFirst();
  return !row ? 'none' : row.confirmed_at ? 'confirmed' : 'pending';
}

export async function hasConfirmedApp(db: Db, owner: Owner): Promise<boolean> {
  return (await appState(db, owner)) === 'confirmed';
}

/** A new key for a customer without a confirmed app (a set-up begun before is replaced); null when one is confirmed. */
export async function beginAppSetup(db: Db, secret: string, owner: Owner, now: Date): Promise<string | null> {
  if (await hasConfirmedApp(db, owner)) return null;
  const key = newAppSecret();
  const values = { secret_sealed: seal(secret, key), confirmed_at: null, last_time_step: null, created_at: now };
  await db
    .insertInto('authenticator_apps')
    .values({ customer_id: owner.customerId, tenant_id: owner.tenantId, ...values })
    .onConflict((conflict) => conflict.column('customer_id').doUpdateSet(values))
    .execute();
  return key;
}

/**
 * Whether `code` is a fresh code of the customer's app (confirmed, or being set up when `setup`);
 * a right code's time step is remembered, so it is refused the next time.
 */
export async function redeemAppCode(db: Db, secret: string, owner: Owner, code: string, now: Date, setup = false): Promise<boolean> {
  const row = await apps(db, owner)
    .select(['secret_sealed', 'last_time_step'])
    .where('confirmed_at', setup ? 'is' : 'is not', null)
    .executeTakeFirst();
  const key = row ? unseal(secret, row.secret_sealed) : null;
  if (!row || !key) return false;
  const last = row.last_time_step === null ? null : Number(row.last_time_step);
  const step = await checkAppCode(key, code, now, last);
  if (step === null) return false;
  // Two requests with one code: only the one that moves the step on wins.
  const moved = await db
    .updateTable('authenticator_apps')
    .set({ last_time_step: step, ...(setup ? { confirmed_at: now } : {}) })
    .where('tenant_id', '=', owner.tenantId)
    .where('customer_id', '=', owner.customerId)
    .where((eb) => (last === null ? eb('last_time_step', 'is', null) : eb('last_time_step', '=', String(last))))
    .returning('customer_id')
    .executeTakeFirst();
  return moved !== undefined;
}

export async function removeApp(db: Db, owner: Owner): Promise<boolean> {
  const removed = await db
    .deleteFrom('authenticator_apps')
    .where('tenant_id', '=', owner.tenantId)
    .where('customer_id', '=', owner.customerId)
    .returning('customer_id')
    .executeTakeFirst();
  return removed !== undefined;
}

/** Spaces, dashes and letter case as the customer types them do not matter. */
const normaliseRecoveryCode = (code: string) => code.replace(/[^0-9a-z]/gi, '').toLowerCase();
const recoveryDigest = (secret: string, owner: Owner, code: string) => keyedDigest(secret, `recovery:${owner.customerId}:${normaliseRecoveryCode(code)}`);

function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** A new set of codes; the earlier set stops working. */
export async function replaceRecoveryCodes(db: Db, secret: string, owner: Owner): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('recovery_codes').where('tenant_id', '=', owner.tenantId).where('customer_id', '=', owner.customerId).execute();
    await trx
      .insertInto('recovery_codes')
      .values(codes.map((code) => ({ tenant_id: owner.tenantId, customer_id: owner.customerId, code_hash: recoveryDigest(secret, owner, code) })))
      .execute();
  });
  return codes;
}

/** Whether `code` is one of the customer's unused recovery codes; a right one is used up. */
export async function redeemRecoveryCode(db: Db, secret: string, owner: Owner, code: string, now: Date): Promise<boolean> {
  const used = await db
    .updateTable('recovery_codes')
    .set({ used_at: now })
    .where('tenant_id', '=', owner.tenantId)
    .where('customer_id', '=', owner.customerId)
    .where('code_hash', '=', recoveryDigest(secret, owner, code))
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return used !== undefined;
}

export async function recoveryCodesLeft(db: Db, owner: Owner): Promise<number> {
  const row = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<string>().as('left'))
    .where('tenant_id', '=', owner.tenantId)
    .where('customer_id', '=', owner.customerId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.left);
}
