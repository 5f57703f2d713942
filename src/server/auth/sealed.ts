// Secrets the server must read back (an authenticator app's key) are kept sealed: AES-256-GCM
// with a key derived from the server secret, so a copied table alone makes no codes.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const sealingKey = (secret: string) => Buffer.from(hkdfSync('sha256', secret, 'portal-sealed', 'authenticator-app', 32));

export function seal(secret: string, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(secret), iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

/** The sealed text, or null when it was sealed with another secret or altered. */
export function unseal(secret: string, sealed: string): string | null {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealingKey(secret), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
