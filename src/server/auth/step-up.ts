// Step-up (issue 39, decision record 057): a security change needs a second factor proven by this
// session within the last five minutes, at sign-in or with POST /customer/auth/step_up. The moment
// lives on the session's row, so every instance sees it and ending the session ends it.
import type { Db } from '../db/database';
import { HttpError } from '../http-error';

export const STEP_UP_MS = 5 * 60_000;

interface SessionOf {
  tenantId: number;
  sessionId: string;
}

export async function provenUntil(db: Db, session: SessionOf): Promise<Date | null> {
  const row = await db
    .selectFrom('sessions')
    .select('proven_at')
    .where('tenant_id', '=', session.tenantId)
    .where('id', '=', session.sessionId)
    .executeTakeFirst();
  return row?.proven_at ? new Date(new Date(row.proven_at).getTime() + STEP_UP_MS) : null;
}

export async function markProven(db: Db, session: SessionOf, now: Date): Promise<Date> {
  await db.updateTable('sessions').set({ proven_at: now }).where('tenant_id', '=', session.tenantId).where('id', '=', session.sessionId).execute();
  return new Date(now.getTime() + STEP_UP_MS);
}

/** Refuses the call with 403 `step_up_required` unless the session proved a factor in the last five minutes. */
export async function requireStepUp(db: Db, session: SessionOf, now: Date): Promise<void> {
  const until = await provenUntil(db, session);
  if (!until || until.getTime() <= now.getTime()) {
    throw new HttpError(403, 'step_up_required', 'This change needs a fresh proof of a second factor');
  }
}
