// Expired sign-in rows are purged: throttle counters past their window and lock, two-factor codes
// and password checks past 10 minutes, expired password links and sessions; live ones stay.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { purgeExpired, schedulePurge } from '../../src/server/auth/purge';
import { useTestServer } from './helper';

const server = useTestServer();
const now = new Date('2026-11-28T10:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

async function seedRows(tag: string) {
  const db = server.database.db;
  const [first, second] = await db.selectFrom('customers').select(['id', 'tenant_id']).orderBy('id').limit(2).execute();
  await db
    .insertInto('auth_throttle')
    .values([
      { key: `old-${tag}`, failures: 9, last_failure_at: hoursAgo(1) },
      { key: `new-${tag}`, failures: 9, last_failure_at: minutesAgo(1) },
    ])
    .execute();
  await db
    .insertInto('account_tokens')
    .values([
      { tenant_id: first!.tenant_id, customer_id: first!.id, purpose: 'reset', token_hash: `old-${tag}`, expires_at: minutesAgo(1) },
      { tenant_id: first!.tenant_id, customer_id: first!.id, purpose: 'reset', token_hash: `new-${tag}`, expires_at: hoursAgo(-1) },
    ])
    .execute();
  await db.deleteFrom('two_factor_codes').execute();
  await db
    .insertInto('two_factor_codes')
    .values([
      { customer_id: first!.id, tenant_id: first!.tenant_id, password_checked_at: hoursAgo(1), code_hash: 'x', expires_at: minutesAgo(50) },
      { customer_id: second!.id, tenant_id: second!.tenant_id, password_checked_at: minutesAgo(2), code_hash: null, expires_at: null },
    ])
    .execute();
  await db
    .insertInto('sessions')
    .values([
      { id: `old-${tag}`, tenant_id: first!.tenant_id, customer_id: first!.id, refresh_hash: `old-${tag}`, refresh_expires_at: minutesAgo(1) },
      { id: `new-${tag}`, tenant_id: first!.tenant_id, customer_id: first!.id, refresh_hash: `new-${tag}`, refresh_expires_at: hoursAgo(-24) },
    ])
    .execute();
  await db
    .insertInto('used_refresh_tokens')
    .values({ hash: `used-${tag}`, session_id: `old-${tag}` })
    .execute();
}

async function remaining(tag: string) {
  const db = server.database.db;
  return {
    throttles: (await db.selectFrom('auth_throttle').select('key').where('key', 'like', `%-${tag}`).execute()).map((row) => row.key),
    links: (await db.selectFrom('account_tokens').select('token_hash').where('token_hash', 'like', `%-${tag}`).execute()).map((row) => row.token_hash),
    codes: (await db.selectFrom('two_factor_codes').select('code_hash').execute()).map((row) => row.code_hash),
    sessions: (await db.selectFrom('sessions').select('id').where('id', 'like', `%-${tag}`).execute()).map((row) => row.id),
    used: (await db.selectFrom('used_refresh_tokens').select('hash').where('hash', '=', `used-${tag}`).execute()).length,
  };
}

describe('purging expired sign-in rows', () => {
  it('deletes what expired and keeps what is live', async () => {
    await seedRows('a');
    const purged = await purgeExpired(server.database.db, now);
    expect(purged).toMatchObject({ throttles: 1, codes: 1, links: 1, sessions: 1 });
    expect(await remaining('a')).toEqual({ throttles: ['new-a'], links: ['new-a'], codes: [null], sessions: ['new-a'], used: 0 });
  });

  it('runs periodically while the server runs', async () => {
    const app = Fastify();
    // Two days early nothing seeded has expired, so a purge while the rows are written keeps them all;
    // moving the clock to now is what lets the next purge take the expired ones.
    let clock = hoursAgo(48);
    schedulePurge(app, server.database.db, () => clock, 100);
    await app.ready();
    await seedRows('b');
    clock = now;
    await expect.poll(async () => (await remaining('b')).sessions, { timeout: 3000 }).toEqual(['new-b']);
    await app.close();
  });
});
