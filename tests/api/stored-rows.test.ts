// A row in the database that does not fit the contract (written by the office's system, an older
// server, or the probe's JSON damage reports of issue 38) is left out of its list and logged by id,
// never a 500 for the customer's whole list (decision record 035).
import { describe, expect, it } from 'vitest';
import { json } from '../../src/server/db/database';
import { implemented, urlOf } from './contract-operations';
import { demoLogins, useDemoTokens, useTestServer } from './helper';

const server = useTestServer();
const tokens = useDemoTokens(server);

async function jan() {
  return server.database.db.selectFrom('customers').select(['id', 'tenant_id']).where('username', '=', demoLogins.vandijk.username).executeTakeFirstOrThrow();
}

const notice = 'a stored row does not fit the contract';

describe('a stored row that breaks the contract', () => {
  it('is none of the demo data: every read of every demo customer leaves nothing out', async () => {
    const reads = implemented.filter(
      (operation) => operation.route.method === 'GET' && operation.route.auth === 'bearer' && !operation.route.path.includes('{'),
    );
    expect(reads.length).toBeGreaterThan(15);
    for (const [office, token] of [
      ['vandijk', tokens.jan],
      ['vandijk', tokens.sanne],
      ['degroot', tokens.pieter],
    ] as const) {
      for (const operation of reads)
        await server.call(
          office,
          'GET',
          urlOf(operation, () => 1),
          { token },
        );
    }
    expect(server.logs.join('')).not.toContain(notice);
  });

  it('is left out of the damage list, which still answers the good ones', async () => {
    const before = await server.call('vandijk', 'GET', '/api/customer/damage', { token: tokens.jan });
    expect(before.statusCode).toBe(200);
    const good = before.json<{ id: number }[]>().map((damage) => damage.id);
    expect(good.length).toBeGreaterThan(0);

    const owner = await jan();
    // As the probe's JSON reports were stored: the fields of the form, with the wrong types.
    const bad = await server.database.db
      .insertInto('damages')
      .values({
        tenant_id: owner.tenant_id,
        customer_id: owner.id,
        person: 'customer',
        data: json({
          type: { nested: 'x' },
          estimated: 'abc',
          date: '2026-01-01',
          cause: 'Lekkage-bij-de-buren-4471',
          status: 'open',
          progress_items: [],
          payments: [],
        }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const after = await server.call('vandijk', 'GET', '/api/customer/damage?include=progress_items', { token: tokens.jan });
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json<{ id: number }[]>().map((damage) => damage.id)).toEqual(good);

    const log = server.logs.join('');
    expect(log).toContain(notice);
    expect(log).toContain(`"id":${bad.id}`);
    expect(log).not.toContain('Lekkage-bij-de-buren-4471');
  });
});
