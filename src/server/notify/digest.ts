// The e-mail fallback: items a customer hears of by mail wait here, and at most one digest a day
// (Amsterdam days, from 08:00 so none arrives at night) tells them how many there are, never what
// they say. A row per customer and day, inserted before the mail, makes it once however many
// server instances run the job at the same time.
import { sql } from 'kysely';
import { wallClockOf } from '../../lib/amsterdam-time';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { repeatWhileRunning } from '../repeat';
import { addressee, render, textsFor } from '../mail/messages';
import type { Mailer } from '../mail/types';
import { preferencesOf, type NotifyKind } from '../../lib/notify-kinds';
import type { Owner } from './subscriptions';

const FIRST_HOUR = '08:00';

export async function queueDigestItem(db: Db, owner: Owner, kind: NotifyKind, now: Date) {
  await db.insertInto('notification_digest_items').values({ tenant_id: owner.tenantId, customer_id: owner.customerId, kind, created_at: now }).execute();
}

export interface DigestDeps {
  db: Db;
  mailer: Mailer;
  portalUrlTemplate: string;
}

/** Claims today's digest of one customer and the items it covers; null when another took it. */
async function claim(db: Db, owner: Owner, day: string, now: Date): Promise<NotifyKind[] | null> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('notification_digests')
      .values({ tenant_id: owner.tenantId, customer_id: owner.customerId, day, created_at: now })
      .onConflict((conflict) => conflict.doNothing())
      .returning('day')
      .executeTakeFirst();
    if (!claimed) return null;
    const items = await trx
      .updateTable('notification_digest_items')
      .set({ mailed_at: now })
      .where('tenant_id', '=', owner.tenantId)
      .where('customer_id', '=', owner.customerId)
      .where('mailed_at', 'is', null)
      .where('created_at', '<=', now)
      .returning('kind')
      .execute();
    return items.map((item) => item.kind as NotifyKind);
  });
}

/** Sends the digests due at `now`; answers how many went out. */
export async function sendDueDigests(deps: DigestDeps, now: Date): Promise<number> {
  const clock = wallClockOf(now);
  if (clock.time < FIRST_HOUR) return 0;
  const waiting = await deps.db
    .selectFrom('notification_digest_items')
    .select(['tenant_id', 'customer_id'])
    .where('mailed_at', 'is', null)
    .where('created_at', '<=', now)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('notification_digests as sent')
            .select(sql`1`.as('one'))
            .whereRef('sent.tenant_id', '=', 'notification_digest_items.tenant_id')
            .whereRef('sent.customer_id', '=', 'notification_digest_items.customer_id')
            .where('sent.day', '=', clock.date),
        ),
      ),
    )
    .groupBy(['tenant_id', 'customer_id'])
    .execute();
  let sent = 0;
  for (const row of waiting) {
    const owner = { tenantId: row.tenant_id, customerId: row.customer_id };
    const kinds = await claim(deps.db, owner, clock.date, now);
    if (kinds && (await mailDigest(deps, owner, kinds))) sent += 1;
  }
  return sent;
}

async function mailDigest(deps: DigestDeps, owner: Owner, kinds: NotifyKind[]): Promise<boolean> {
  const account = await deps.db
    .selectFrom('customers')
    .innerJoin('tenants', 'tenants.id', 'customers.tenant_id')
    .select(['customers.username', 'customers.language', 'customers.profile', 'customers.notification_preferences', 'tenants.name', 'tenants.settings'])
    .where('customers.tenant_id', '=', owner.tenantId)
    .where('customers.id', '=', owner.customerId)
    .executeTakeFirst();
  if (!account) return false;
  // A kind switched off since it was queued is not counted.
  const preferences = preferencesOf(account.notification_preferences);
  const count = kinds.filter((kind) => preferences[kind] !== 'none').length;
  if (count === 0) return false;
  const texts = textsFor(account.language);
  const to = addressee(account, { name: account.name, settings: account.settings });
  // The office's configured address, never a request's Host (mail/links.ts says why).
  const link = new URL(deps.portalUrlTemplate.replaceAll('{office}', account.name)).toString();
  await deps.mailer.send({ tenantId: owner.tenantId, to: account.username, ...render(texts, to, texts.digest(to, count, link)) });
  return true;
}

/** Looks for due digests now and every `everyMs` while the app runs. */
export function scheduleDigests(app: FastifyInstance, deps: DigestDeps, clock: () => Date, everyMs = 15 * 60_000): void {
  repeatWhileRunning(app, everyMs, () =>
    sendDueDigests(deps, clock()).then(
      (sent) => app.log.debug({ sent }, 'notification digests sent'),
      (error: unknown) => app.log.warn({ err: error }, 'sending notification digests failed'),
    ),
  );
}
