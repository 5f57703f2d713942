// Secrets that are guessed only by trying (password-link tokens, activation numbers, the inventory's
// assessment tokens): a miss counts against the caller's address, and a locked address gets 429
// before anything is looked up.
import type { Db } from '../db/database';
import { tooManyAttempts } from '../http-error';
import { addressKey, Throttle } from './throttle';

/** A lookup of a guessable secret: a locked address gets 429, a miss (undefined) counts against it. */
export async function throttledLookup<T>(db: Db, clock: () => Date, ip: string, lookup: () => Promise<T | undefined>): Promise<T | undefined> {
  const throttle = new Throttle(db, clock);
  const keys = [addressKey('token', ip)];
  if (await throttle.locked(keys)) throw tooManyAttempts();
  const found = await lookup();
  if (!found) await throttle.record(keys);
  return found;
}
