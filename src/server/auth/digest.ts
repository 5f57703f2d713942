// Digests of secrets the server must recognise but never keep: refresh tokens, reset and
// registration tokens, activation numbers (SHA-256: they are long and random, or looked up by
// value) and one-time codes (keyed with the server secret: a million 6-digit codes would
// otherwise be reversed from a copied table in a second).
import { createHash, createHmac } from 'node:crypto';

export function sha256(text: string | Uint8Array): string {
  return createHash('sha256').update(text).digest('hex');
}

export function keyedDigest(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}
