// An office's credentials (decision record 038): a random secret shown once, kept as its SHA-256,
// with scopes; rotating makes a new one and lets the old one work for an overlap; revoking ends
// one at once. The check a request makes is `credentialFor`.
import { randomBytes } from 'node:crypto';
import { sha256 } from '../auth/digest';
import { json, type Db } from '../db/database';

export const scopes = ['read', 'write', 'events'] as const;
export type Scope = (typeof scopes)[number];

/** Marks the secret as ours, so a leaked one is recognisable (secret scanners, logs). */
const PREFIX = 'ofk_';
const SHOWN_PREFIX_LENGTH = PREFIX.length + 6;

export interface CredentialSummary {
  id: number;
  prefix: string;
  scopes: Scope[];
  created_at: string;
  expires_at: string | null;
  revoked_at: string | null;
}

export interface IssuedCredential {
  id: number;
  secret: string;
}

export interface ValidCredential {
  id: number;
  tenantId: number;
  scopes: Scope[];
}

/** The scopes named in `text` (comma-separated), or the unknown name. */
export function parseScopes(text: string): { ok: true; scopes: Scope[] } | { ok: false; unknown: string } {
  const names = [...new Set(text.split(',').map((name) => name.trim()))].filter(Boolean);
  const unknown = names.find((name) => !(scopes as readonly string[]).includes(name));
  if (unknown !== undefined || names.length === 0) return { ok: false, unknown: unknown ?? '' };
  return { ok: true, scopes: names as Scope[] };
}

export async function issueCredential(db: Db, tenantId: number, granted: Scope[]): Promise<IssuedCredential> {
  const secret = PREFIX + randomBytes(32).toString('base64url');
  const { id } = await db
    .insertInto('office_credentials')
    .values({ tenant_id: tenantId, prefix: secret.slice(0, SHOWN_PREFIX_LENGTH), secret_hash: sha256(secret), scopes: json(granted) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, secret };
}

export async function listCredentials(db: Db, tenantId: number): Promise<CredentialSummary[]> {
  const rows = await db
    .selectFrom('office_credentials')
    .select(['id', 'prefix', 'scopes', 'created_at', 'expires_at', 'revoked_at'])
    .where('tenant_id', '=', tenantId)
    .orderBy('id')
    .execute();
  const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);
  return rows.map((row) => ({
    ...row,
    scopes: row.scopes as Scope[],
    created_at: new Date(row.created_at).toISOString(),
    expires_at: iso(row.expires_at),
    revoked_at: iso(row.revoked_at),
  }));
}

/** The office's credential `id` while it still works (not revoked, not expired), or undefined. */
async function working(db: Db, tenantId: number, id: number, now: Date) {
  const row = await db
    .selectFrom('office_credentials')
    .select(['id', 'scopes', 'expires_at'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return row && (!row.expires_at || new Date(row.expires_at) > now) ? row : undefined;
}

/** A new credential with the old one's scopes; the old one keeps working for `overlapMs`. */
export async function rotateCredential(db: Db, tenantId: number, id: number, now: Date, overlapMs: number): Promise<IssuedCredential | null> {
  const old = await working(db, tenantId, id, now);
  if (!old) return null;
  const until = new Date(Math.min(now.getTime() + overlapMs, old.expires_at ? new Date(old.expires_at).getTime() : Infinity));
  await db.updateTable('office_credentials').set({ expires_at: until }).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
  return issueCredential(db, tenantId, old.scopes as Scope[]);
}

/** Ends the credential at once; answers whether the office had it working. */
export async function revokeCredential(db: Db, tenantId: number, id: number, now: Date): Promise<boolean> {
  if (!(await working(db, tenantId, id, now))) return false;
  await db.updateTable('office_credentials').set({ revoked_at: now }).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
  return true;
}

/** A credential a request's secret names, working or not (revoked, expired): its call is still audited. */
export interface KnownCredential extends ValidCredential {
  working: boolean;
}

/** The credential whose secret this is, whatever its state; null for a secret no office has. */
export async function knownCredential(db: Db, secret: string, now: Date): Promise<KnownCredential | null> {
  if (!secret.startsWith(PREFIX)) return null;
  const row = await db
    .selectFrom('office_credentials')
    .select(['id', 'tenant_id', 'scopes', 'expires_at', 'revoked_at'])
    .where('secret_hash', '=', sha256(secret))
    .executeTakeFirst();
  if (!row) return null;
  const working = !row.revoked_at && (!row.expires_at || new Date(row.expires_at) > now);
  return { id: row.id, tenantId: row.tenant_id, scopes: row.scopes as Scope[], working };
}

/** The credential a request's secret names, while it works; null for anything else. */
export async function credentialFor(db: Db, secret: string, now: Date): Promise<ValidCredential | null> {
  const known = await knownCredential(db, secret, now);
  return known?.working ? { id: known.id, tenantId: known.tenantId, scopes: known.scopes } : null;
}
