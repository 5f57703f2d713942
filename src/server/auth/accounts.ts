// Customer accounts as the sign-in flows see them: found by office and username, before anyone is
// signed in. Usernames (e-mail addresses) match whatever their case or surrounding spaces.
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { sha256 } from './digest';

export interface Account {
  id: number;
  tenant_id: number;
  username: string;
  password_hash: string | null;
  two_factor: boolean;
  language: string;
  profile: Record<string, unknown>;
}

export function normaliseUsername(username: string): string {
  return username.trim().toLowerCase();
}

function accounts(db: Db, tenantId: number) {
  return (
    db
      .selectFrom('customers')
      .select(['id', 'tenant_id', 'username', 'password_hash', 'two_factor', 'language', 'profile'])
      .where('tenant_id', '=', tenantId)
      // A customer the office deactivated is, to every sign-in flow, no account at all.
      .where('deactivated_at', 'is', null)
  );
}

/** Activation numbers are typed by people: spaces, dashes and letter case do not matter. */
export function activationDigest(number: string): string {
  return sha256(number.replace(/[^0-9a-z]/gi, '').toUpperCase());
}

export async function findAccount(db: Db, tenantId: number, username: string): Promise<Account | undefined> {
  return (await accounts(db, tenantId)
    .where(sql<string>`lower(username)`, '=', normaliseUsername(username))
    .executeTakeFirst()) as Account | undefined;
}

export async function accountById(db: Db, tenantId: number, customerId: number): Promise<Account | undefined> {
  return (await accounts(db, tenantId).where('id', '=', customerId).executeTakeFirst()) as Account | undefined;
}

/** The account, not yet activated (no password), that the office gave this activation number. */
export function findByActivationNumber(db: Db, tenantId: number, number: string) {
  return db
    .selectFrom('customers')
    .select(['id', 'username'])
    .where('tenant_id', '=', tenantId)
    .where('activation_number_hash', '=', activationDigest(number))
    .where('password_hash', 'is', null)
    .where('deactivated_at', 'is', null)
    .executeTakeFirst();
}
