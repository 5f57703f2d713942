// Access tokens are short-lived and signed (HMAC-SHA256) over the session, office and customer they
// belong to; the session row is checked on every call, so logging out makes a copied token useless.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface AccessClaims {
  /** session id */
  sid: string;
  /** tenant (office) id */
  tid: number;
  /** customer id */
  cid: number;
  /** expiry, seconds since the epoch */
  exp: number;
}

const PREFIX = 'v1';

function sign(secret: string, body: string): string {
  return createHmac('sha256', secret).update(`${PREFIX}.${body}`).digest('base64url');
}

export function issueAccessToken(secret: string, claims: AccessClaims): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${PREFIX}.${body}.${sign(secret, body)}`;
}

/** The claims of a well-signed, unexpired token, or null. */
export function readAccessToken(secret: string, token: string, now: number): AccessClaims | null {
  const [prefix, body, signature] = token.split('.');
  if (prefix !== PREFIX || !body || !signature) return null;
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as AccessClaims;
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now) return null;
    if (typeof claims.sid !== 'string' || !Number.isInteger(claims.tid) || !Number.isInteger(claims.cid)) return null;
    return claims;
  } catch {
    return null;
  }
}

export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}
