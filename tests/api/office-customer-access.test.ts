// Who may use the portal, as the office decides through its API (issue 37): an invited customer
// activates through the real registration link and signs in; a deactivated one is refused as for
// a wrong password and its sessions end at once; an erased one leaves no row in any customer table.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { customerOwnedTables } from '../../src/server/db/office-customers';
import { answerErrors } from './contract-answers';
import { demoLogins, freshAddress, standingClock, useTestServer } from './helper';
import { officeCredential } from './office-callers';
import { customerDataTables } from './office-scoped-sql';

const clock = standingClock(new Date('2026-11-28T10:00:00Z'));
const server = useTestServer({ clock: clock.now });

const call = (secret: string, method: string, url: string, body?: unknown) => server.call(null, method, url, { token: secret, body });
const errorOf = (response: { json: () => unknown }) => (response.json() as { error: { code: string } }).error;
const customer = (username: string) => ({ username, last_name: 'Smit', first_name: 'Anna', two_factor: false });
const signIn = (username: string, password: string) =>
  server.call('vandijk', 'POST', '/proxy/auth/login', { body: { username, password, tenant: 'vandijk' }, remoteAddress: freshAddress() });

async function registerToken(username: string) {
  const [mail] = await server.outbox(username);
  return new URL(mail!.links[0]!).searchParams.get('register')!;
}

describe('POST /office/v1/customers/{customer_ref}/invitation', () => {
  it('mails the registration link; the customer activates with it and signs in; a second invitation is refused (409)', async () => {
    const { secret } = await officeCredential(server, 'VANDIJK', ['read', 'write']);
    await call(secret, 'PUT', '/office/v1/customers/INV-1', customer('invited@example.nl'));
    const invited = await call(secret, 'POST', '/office/v1/customers/INV-1/invitation');
    expect(invited.statusCode, invited.body).toBe(200);
    expect(answerErrors('office', 'inviteCustomer', 200, invited.json())).toEqual([]);
    expect(invited.json()).toMatchObject({ status: 'invited', invited_at: clock.now().toISOString() });
    const token = await registerToken('invited@example.nl');
    const set = await server.call('vandijk', 'POST', '/api/customer/auth/reset/password', { body: { token, password: 'Welkom2026!Anna' } });
    expect(set.statusCode).toBe(200);
    expect((await signIn('invited@example.nl', 'Welkom2026!Anna')).statusCode).toBe(200);
    expect((await call(secret, 'GET', '/office/v1/customers/INV-1')).json()).toMatchObject({ status: 'active' });

    const again = await call(secret, 'POST', '/office/v1/customers/INV-1/invitation');
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('customer_already_active');
    expect(await server.outbox('invited@example.nl')).toHaveLength(1);
  });

  it('is refused without the write scope (403) and for an unknown ref (404), mailing nothing', async () => {
    const writer = await officeCredential(server, 'VANDIJK', ['write']);
    await call(writer.secret, 'PUT', '/office/v1/customers/INV-2', customer('quiet@example.nl'));
    const reader = await officeCredential(server, 'VANDIJK', ['read']);
    expect((await call(reader.secret, 'POST', '/office/v1/customers/INV-2/invitation')).statusCode).toBe(403);
    const unknown = await call(writer.secret, 'POST', '/office/v1/customers/INV-NONE/invitation');
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).code).toBe('customer_not_found');
    expect(await server.outbox('quiet@example.nl')).toEqual([]);
  });
});

describe('deactivation', () => {
  it('refuses sign-in as for a wrong password, ends the sessions at once, and reactivation lets the customer in again', async () => {
    const { secret } = await officeCredential(server, 'VANDIJK', ['read', 'write']);
    const { username, password } = demoLogins.vandijkSecond;
    const sanne = await server.database.db
      .updateTable('customers')
      .set({ office_ref: 'SANNE' })
      .where('username', '=', username)
      .returning('id')
      .executeTakeFirstOrThrow();
    const tokens = await server.signIn('vandijk', { username, password });

    const off = await call(secret, 'POST', '/office/v1/customers/SANNE/deactivation');
    expect(off.statusCode, off.body).toBe(200);
    expect(answerErrors('office', 'deactivateCustomer', 200, off.json())).toEqual([]);
    expect(off.json()).toMatchObject({ status: 'deactivated', deactivated_at: clock.now().toISOString() });
    expect((await server.call('vandijk', 'GET', '/api/customer/customer', { token: tokens.access_token })).statusCode).toBe(401);
    const refresh = await server.call('vandijk', 'POST', '/proxy/auth/refresh', { body: { tenant: 'vandijk', token: tokens.refresh_token } });
    expect(refresh.statusCode).toBe(401);
    const refused = await signIn(username, password);
    const wrong = await signIn(username, 'Fout-wachtwoord-1');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(wrong.json());
    // The same call again changes nothing.
    expect((await call(secret, 'POST', '/office/v1/customers/SANNE/deactivation')).json()).toEqual(off.json());
    expect((await call(secret, 'POST', '/office/v1/customers/SANNE/invitation')).statusCode).toBe(409);

    const on = await call(secret, 'DELETE', '/office/v1/customers/SANNE/deactivation');
    expect(on.json()).toMatchObject({ status: 'active', deactivated_at: null });
    expect((await call(secret, 'DELETE', '/office/v1/customers/SANNE/deactivation')).json()).toEqual(on.json());
    expect((await server.signIn('vandijk', { username, password })).access_token).toBeTruthy();
    const audit = await server.database.db
      .selectFrom('office_audit')
      .select(['operation_id', 'records'])
      .where('operation_id', '=', 'deactivateCustomer')
      .execute();
    expect(audit.map((entry) => entry.records)).toContainEqual([`customer:${sanne.id}`]);
  });
});

describe('DELETE /office/v1/customers/{customer_ref}', () => {
  it('leaves no row of the customer in any customer table, and touches no other customer', async () => {
    const { secret } = await officeCredential(server, 'VANDIJK', ['read', 'write']);
    const { username, password } = demoLogins.vandijk;
    const jan = await server.database.db
      .updateTable('customers')
      .set({ office_ref: 'JAN' })
      .where('username', '=', username)
      .returning('id')
      .executeTakeFirstOrThrow();
    const { access_token: token } = await server.signIn('vandijk', { username, password });
    // An office with a webhook gets an event and a delivery of each action (the worker stays off here).
    const vandijk = await server.database.db.selectFrom('tenants').select('id').where('code', '=', 'VANDIJK').executeTakeFirstOrThrow();
    await server.database.db
      .insertInto('office_webhooks')
      .values({ tenant_id: vandijk.id, url: 'https://hooks.example.com/portal', secret_sealed: 'v1.unused', updated_at: clock.now() })
      .execute();
    const sent = await server.call('vandijk', 'POST', '/api/customer/task/message/', { token, body: { message: 'Vóór het wissen' } });
    expect(sent.statusCode, sent.body).toBe(200);
    const tables = [...new Set([...customerOwnedTables, ...customerDataTables])].filter(
      (table) => !['customers', 'mail_outbox', 'office_credentials', 'office_audit', 'office_event_counters', 'office_webhooks'].includes(table),
    );
    const count = async (customerId: number, address: string): Promise<Record<string, number>> => {
      const counts: Record<string, number> = {};
      for (const table of tables) {
        const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)} WHERE customer_id = ${customerId}`.execute(
          server.database.db,
        );
        counts[table] = rows[0]!.n;
      }
      const outbox = await sql<{ n: number }>`SELECT count(*)::int AS n FROM mail_outbox WHERE lower(recipient) = ${address.toLowerCase()}`.execute(
        server.database.db,
      );
      return {
        ...counts,
        customers: (await server.database.db.selectFrom('customers').select('id').where('id', '=', customerId).execute()).length,
        mail_outbox: outbox.rows[0]!.n,
      };
    };
    const others = await server.database.db.selectFrom('customers').select(['id', 'username']).where('id', '!=', jan.id).execute();
    const othersBefore = await Promise.all(others.map((other) => count(other.id, other.username)));
    const before = await count(jan.id, username);
    for (const table of ['customers', 'sessions', 'documents', 'mortgages', 'policies', 'mail_outbox', 'office_events', 'webhook_deliveries'])
      expect(before[table], table).toBeGreaterThan(0);

    const erased = await call(secret, 'DELETE', '/office/v1/customers/JAN');
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json()).toEqual({ success: true });
    expect(
      Object.values(await count(jan.id, username)).every((n) => n === 0),
      JSON.stringify(await count(jan.id, username)),
    ).toBe(true);
    expect(await Promise.all(others.map((other) => count(other.id, other.username)))).toEqual(othersBefore);
    expect((await signIn(username, password)).statusCode).toBe(401);
    expect((await call(secret, 'GET', '/office/v1/customers/JAN')).statusCode).toBe(404);
    // The office's audit trail of the erasure stays.
    const trail = await call(secret, 'GET', '/office/v1/audit?limit=500');
    expect(trail.json<{ entries: { operation_id: string }[] }>().entries.map((entry) => entry.operation_id)).toContain('eraseCustomer');
  });
});
