// A customer's passkeys and the ceremonies' challenges in the database (issue 39 item 1, decision
// record 068). Every statement names the office. A challenge is deleted as it is used, so of two
// requests with one answer only one finds it.
import type { Db } from '../db/database';

export interface Owner {
  tenantId: number;
  customerId: number;
}

export const MAX_PASSKEYS = 10;
export const CHALLENGE_TTL_MS = 5 * 60_000;

export type CeremonyPurpose = 'register' | 'sign_in' | 'step_up';

export interface PasskeyRow {
  id: number;
  name: string;
  created_at: Date;
  last_used_at: Date | null;
}

const listed = ['id', 'name', 'created_at', 'last_used_at'] as const;

export const passkeyAnswer = (row: PasskeyRow) => ({
  id: row.id,
  name: row.name,
  created_at: new Date(row.created_at).toISOString(),
  last_used_at: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
});

const ofOwner = (db: Db, owner: Owner) => db.selectFrom('passkeys').where('tenant_id', '=', owner.tenantId).where('customer_id', '=', owner.customerId);

export function listPasskeys(db: Db, owner: Owner): Promise<PasskeyRow[]> {
  return ofOwner(db, owner).select(listed).orderBy('id').execute();
}

/** The credentials the browser must not register again, with how they are reached. */
export async function ownCredentials(db: Db, owner: Owner): Promise<{ id: string; transports: string[] }[]> {
  const rows = await ofOwner(db, owner).select(['credential_id', 'transports']).execute();
  return rows.map((row) => ({ id: row.credential_id, transports: row.transports }));
}

/** The passkey a sign-in's answer names, within the office. */
export function passkeyByCredential(db: Db, tenantId: number, credentialId: string) {
  return db
    .selectFrom('passkeys')
    .select(['id', 'customer_id', 'credential_id', 'public_key', 'counter', 'transports'])
    .where('tenant_id', '=', tenantId)
    .where('credential_id', '=', credentialId)
    .executeTakeFirst();
}

export interface NewPasskey {
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  name: string;
}

/** Keeps a verified passkey; null when the customer has the most a customer may have, or this one already. */
export async function addPasskey(db: Db, owner: Owner, passkey: NewPasskey, now: Date): Promise<PasskeyRow | 'limit' | 'exists'> {
  return db.transaction().execute(async (trx) => {
    const count = await ofOwner(trx, owner)
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    if (Number(count.count) >= MAX_PASSKEYS) return 'limit';
    const added = await trx
      .insertInto('passkeys')
      .values({
        tenant_id: owner.tenantId,
        customer_id: owner.customerId,
        credential_id: passkey.credentialId,
        public_key: passkey.publicKey,
        counter: passkey.counter,
        transports: JSON.stringify(passkey.transports),
        name: passkey.name,
        created_at: now,
      })
      .onConflict((conflict) => conflict.columns(['tenant_id', 'credential_id']).doNothing())
      .returning(listed)
      .executeTakeFirst();
    return added ?? 'exists';
  });
}

/** Remembers a sign-in: the counter the authenticator reported and when. */
export async function markPasskeyUsed(db: Db, tenantId: number, id: number, counter: number, now: Date): Promise<void> {
  await db.updateTable('passkeys').set({ counter, last_used_at: now }).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
}

export async function renamePasskey(db: Db, owner: Owner, id: number, name: string): Promise<PasskeyRow | undefined> {
  return db
    .updateTable('passkeys')
    .set({ name })
    .where('tenant_id', '=', owner.tenantId)
    .where('customer_id', '=', owner.customerId)
    .where('id', '=', id)
    .returning(listed)
    .executeTakeFirst();
}

export async function removePasskey(db: Db, owner: Owner, id: number): Promise<PasskeyRow | undefined> {
  return db
    .deleteFrom('passkeys')
    .where('tenant_id', '=', owner.tenantId)
    .where('customer_id', '=', owner.customerId)
    .where('id', '=', id)
    .returning(listed)
    .executeTakeFirst();
}

export async function storeChallenge(db: Db, tenantId: number, customerId: number | null, purpose: CeremonyPurpose, challenge: string, now: Date) {
  await db
    .insertInto('passkey_challenges')
    .values({ challenge, tenant_id: tenantId, customer_id: customerId, purpose, expires_at: new Date(now.getTime() + CHALLENGE_TTL_MS) })
    .execute();
}

/** Uses up a challenge of this office, purpose and customer (none for a sign-in); whether it was there and still valid. */
export async function consumeChallenge(db: Db, tenantId: number, customerId: number | null, purpose: CeremonyPurpose, challenge: string, now: Date) {
  const used = await db
    .deleteFrom('passkey_challenges')
    .where('tenant_id', '=', tenantId)
    .where('challenge', '=', challenge)
    .where('purpose', '=', purpose)
    .where((eb) => (customerId === null ? eb('customer_id', 'is', null) : eb('customer_id', '=', customerId)))
    .returning('expires_at')
    .executeTakeFirst();
  return used !== undefined && new Date(used.expires_at).getTime() > now.getTime();
}
