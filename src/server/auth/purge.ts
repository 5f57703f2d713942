// Sign-in leaves rows behind that mean nothing once they expire: throttle counters whose window
// and lock have passed, two-factor codes and password checks past their 10 minutes, password links
// past their expiry, sessions whose refresh token expired (their used tokens go with them), and
// passkey challenges nobody answered in time.
// Purged at start and then periodically; several instances purging at once only delete twice.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { repeatWhileRunning } from '../repeat';
import { accountPolicy, addressPolicy } from './throttle';
import { CODE_TTL_MS, PASSWORD_CHECK_TTL_MS } from './two-factor';

export interface Purged {
  throttles: number;
  codes: number;
  links: number;
  sessions: number;
  challenges: number;
}

const count = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);

export async function purgeExpired(db: Db, now: Date): Promise<Purged> {
  const throttleLife = Math.max(accountPolicy.windowMs, accountPolicy.maxLockMs, addressPolicy.windowMs, addressPolicy.maxLockMs);
  const codeLife = Math.max(CODE_TTL_MS, PASSWORD_CHECK_TTL_MS);
  const before = (ms: number) => new Date(now.getTime() - ms);
  const [throttles, codes, links, sessions, challenges] = await Promise.all([
    db.deleteFrom('auth_throttle').where('last_failure_at', '<', before(throttleLife)).executeTakeFirst(),
    db
      .deleteFrom('two_factor_codes')
      .where('password_checked_at', '<', before(codeLife))
      .where((where) => where.or([where('expires_at', 'is', null), where('expires_at', '<', now)]))
      .executeTakeFirst(),
    db.deleteFrom('account_tokens').where('expires_at', '<', now).executeTakeFirst(),
    db.deleteFrom('sessions').where('refresh_expires_at', '<', now).executeTakeFirst(),
    db.deleteFrom('passkey_challenges').where('expires_at', '<', now).executeTakeFirst(),
  ]);
  return { throttles: count(throttles), codes: count(codes), links: count(links), sessions: count(sessions), challenges: count(challenges) };
}

/** Purges now and every `everyMs` while the app runs. */
export function schedulePurge(app: FastifyInstance, db: Db, clock: () => Date, everyMs = 60 * 60_000): void {
  repeatWhileRunning(app, everyMs, () =>
    purgeExpired(db, clock()).then(
      (purged) => app.log.debug({ purged }, 'purged expired sign-in rows'),
      (error: unknown) => app.log.warn({ err: error }, 'purging expired sign-in rows failed'),
    ),
  );
}
