// The office API through the real server (openapi/office.yaml, issue 37): an office credential
// reads and replaces its own office and reads back its audit trail; a missing, unknown, revoked,
// rotated-out or wrong-scope credential is refused, and another office's credential gets nothing
// of this office and learns nothing of it.
import { describe, expect, it } from 'vitest';
import { revokeCredential, rotateCredential } from '../../src/server/offices/credentials';
import { freshAddress, standingClock, useDemoTokens, useTestServer } from './helper';
import { officeCredential } from './office-callers';

const clock = standingClock(new Date('2026-11-28T10:00:00Z'));
const server = useTestServer({ clock: clock.now });
const tokens = useDemoTokens(server);
const HOUR = 3_600_000;

type Json = Record<string, unknown>;
const call = (secret: string | undefined, method: string, url: string, options: { body?: unknown; office?: string | null; address?: string } = {}) =>
  server.call(options.office ?? null, method, url, { token: secret, body: options.body, remoteAddress: options.address });
const errorOf = (response: { json: () => unknown }) => (response.json() as { error: { code: string; details?: { field: string; code: string }[] } }).error;
const officeId = async (code: string) => (await server.database.db.selectFrom('tenants').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
const settingsOf = async (code: string) =>
  (await server.database.db.selectFrom('tenants').select('settings').where('code', '=', code).executeTakeFirstOrThrow()).settings as Json;

async function auditOf(secret: string) {
  const response = await call(secret, 'GET', '/office/v1/audit?limit=500');
  expect(response.statusCode).toBe(200);
  return response.json<{ entries: Json[]; next_cursor: string | null }>().entries;
}

describe('GET /office/v1/office', () => {
  it('answers the credential’s own office, every field of the Tenant entity, as the portal does', async () => {
    const { secret } = await officeCredential(server, 'VANDIJK', ['read']);
    const response = await call(secret, 'GET', '/office/v1/office');
    expect(response.statusCode, response.body).toBe(200);
    const portal = await server.call('vandijk', 'GET', '/api/customer/tenant');
    expect(response.json()).toEqual(portal.json());
    expect(response.json()).toMatchObject({ code: 'VANDIJK', subdomain: 'vandijk', advies_widgets_scenarios_key: 'vd-scenarios-4b8e22d0' });
  });

  it('refuses a call without a credential, with a customer’s token and with an unknown secret (401)', async () => {
    for (const secret of [undefined, tokens.jan, 'ofk_' + 'A'.repeat(43), 'not-a-credential']) {
      const response = await call(secret, 'GET', '/office/v1/office');
      expect(response.statusCode).toBe(401);
      expect(errorOf(response).code).toBe('office_credential_invalid');
      expect(response.body).not.toContain('VANDIJK');
    }
  });

  it('refuses a revoked credential at once, and a rotated one once its overlap ends', async () => {
    const revoked = await officeCredential(server, 'VANDIJK', ['read']);
    await revokeCredential(server.database.db, await officeId('VANDIJK'), revoked.id, clock.now());
    expect(errorOf(await call(revoked.secret, 'GET', '/office/v1/office'))).toMatchObject({ code: 'office_credential_invalid' });
    const old = await officeCredential(server, 'VANDIJK', ['read']);
    const fresh = (await rotateCredential(server.database.db, await officeId('VANDIJK'), old.id, clock.now(), HOUR))!;
    expect((await call(old.secret, 'GET', '/office/v1/office')).statusCode).toBe(200);
    clock.advance(HOUR);
    expect((await call(old.secret, 'GET', '/office/v1/office')).statusCode).toBe(401);
    expect((await call(fresh.secret, 'GET', '/office/v1/office')).statusCode).toBe(200);
  });

  it('refuses a credential without the read scope (403)', async () => {
    const { secret } = await officeCredential(server, 'VANDIJK', ['write', 'events']);
    const response = await call(secret, 'GET', '/office/v1/office');
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('office_credential_scope');
    expect((await call(secret, 'GET', '/office/v1/audit')).statusCode).toBe(403);
  });
});

describe('PUT /office/v1/office', () => {
  it('replaces the office’s settings and keeps the server’s own; the portal shows them', async () => {
    const { secret } = await officeCredential(server, 'DEGROOT', ['read', 'write']);
    const office = (await call(secret, 'GET', '/office/v1/office')).json<Json>();
    const changed = { ...office, primary_color: '#123456', slogan: 'Nieuw', show_policies: true, offices: [] };
    const response = await call(secret, 'PUT', '/office/v1/office', { body: changed });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(changed);
    expect((await call(secret, 'GET', '/office/v1/office')).json()).toEqual(changed);
    expect(await settingsOf('DEGROOT')).toMatchObject({ primary_color: '#123456', appointment_cancellation_hours: 48 });
  });

  it('refuses a body that breaks the contract, an unknown field and a read-only field changed, storing nothing', async () => {
    const { secret } = await officeCredential(server, 'VANDIJK', ['read', 'write']);
    const office = (await call(secret, 'GET', '/office/v1/office')).json<Json>();
    const before = await settingsOf('VANDIJK');
    const cases: [Json, string, string][] = [
      [{ ...office, primary_color: 'red' }, 'body.primary_color', 'field_invalid'],
      [{ ...office, show_income: 'true' }, 'body.show_income', ''],
      [{ ...office, internal_note: 'x' }, 'body.internal_note', 'field_unknown'],
      [{ ...office, advies_widgets_scenarios_key: 'chosen-by-hand' }, 'body.advies_widgets_scenarios_key', 'field_read_only'],
      [{ ...office, code: 'DEGROOT' }, 'body.code', 'field_read_only'],
      [{ ...office, subdomain: 'degroot', name: 'degroot' }, 'body.subdomain', 'field_read_only'],
    ];
    for (const [body, field, code] of cases) {
      const response = await call(secret, 'PUT', '/office/v1/office', { body });
      expect(response.statusCode, field).toBe(400);
      const detail = errorOf(response).details?.find((entry) => entry.field === field);
      expect(detail, `${field}: ${response.body}`).toBeDefined();
      if (code) expect(detail!.code).toBe(code);
    }
    expect(await settingsOf('VANDIJK')).toEqual(before);
  });

  it('refuses a credential without the write scope (403), storing nothing', async () => {
    const { secret } = await officeCredential(server, 'VANDIJK', ['read']);
    const office = (await call(secret, 'GET', '/office/v1/office')).json<Json>();
    const response = await call(secret, 'PUT', '/office/v1/office', { body: { ...office, slogan: 'Gekaapt' } });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('office_credential_scope');
    expect((await settingsOf('VANDIJK')).slogan).not.toBe('Gekaapt');
  });
});

describe('another office’s credential', () => {
  it('gets nothing of this office and learns nothing of it', async () => {
    const theirs = await officeCredential(server, 'DEGROOT');
    const ours = await officeCredential(server, 'VANDIJK');
    const ourOffice = (await call(ours.secret, 'GET', '/office/v1/office')).json<Json>();
    // On this office's address their credential is refused, as a customer's token of another office is.
    for (const [method, url] of [
      ['GET', '/office/v1/office'],
      ['GET', '/office/v1/audit'],
    ]) {
      const response = await call(theirs.secret, method!, url!, { office: 'vandijk' });
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain('VANDIJK');
    }
    const put = await call(theirs.secret, 'PUT', '/office/v1/office', { office: 'vandijk', body: { ...ourOffice, slogan: 'Overgenomen' } });
    expect(put.statusCode).toBe(401);
    // Anywhere else it reaches its own office only: sending ours changes nothing of ours.
    expect((await call(theirs.secret, 'GET', '/office/v1/office')).json()).toMatchObject({ code: 'DEGROOT' });
    const taken = await call(theirs.secret, 'PUT', '/office/v1/office', { body: { ...ourOffice, slogan: 'Overgenomen' } });
    expect(taken.statusCode).toBe(400);
    expect((await settingsOf('VANDIJK')).slogan).not.toBe('Overgenomen');
    const trail = JSON.stringify(await auditOf(theirs.secret));
    expect(trail).not.toContain(`tenant:${await officeId('VANDIJK')}`);
    expect(trail).not.toContain(ours.secret.slice(0, 10));
  });
});

describe('GET /office/v1/audit', () => {
  it('lists every call with a known credential, refused ones too, with time, address and records', async () => {
    const reader = await officeCredential(server, 'VANDIJK', ['read']);
    const address = freshAddress();
    await call(reader.secret, 'GET', '/office/v1/office', { address });
    await call(reader.secret, 'PUT', '/office/v1/office', { address, body: {} });
    const entries = (await auditOf(reader.secret)).filter((entry) => entry.credential_id === reader.id);
    expect(entries).toEqual([
      expect.objectContaining({ operation_id: 'getOffice', status: 200, records: [`tenant:${await officeId('VANDIJK')}`], address }),
      expect.objectContaining({ operation_id: 'putOffice', status: 403, records: [], address }),
    ]);
    expect(entries[0]).toMatchObject({ credential_prefix: reader.secret.slice(0, 10), at: clock.now().toISOString() });
    expect(JSON.stringify(entries)).not.toContain(reader.secret.slice(10));
  });

  it('writes a change and its entry together', async () => {
    const writer = await officeCredential(server, 'VANDIJK', ['read', 'write']);
    const office = (await call(writer.secret, 'GET', '/office/v1/office')).json<Json>();
    await call(writer.secret, 'PUT', '/office/v1/office', { body: { ...office, slogan: 'Met spoor' } });
    const entries = (await auditOf(writer.secret)).filter((entry) => entry.credential_id === writer.id);
    expect(entries.map((entry) => `${String(entry.operation_id)} ${String(entry.status)}`)).toEqual(['getOffice 200', 'putOffice 200']);
  });

  it('pages with a cursor, oldest first, and refuses a malformed one', async () => {
    const { secret } = await officeCredential(server, 'VANDIJK', ['read']);
    const all = await auditOf(secret);
    expect(all.length).toBeGreaterThan(3);
    const first = (await call(secret, 'GET', '/office/v1/audit?limit=2')).json<{ entries: Json[]; next_cursor: string }>();
    expect(first.entries.map((entry) => entry.id)).toEqual(all.slice(0, 2).map((entry) => entry.id));
    const second = (await call(secret, 'GET', `/office/v1/audit?limit=2&cursor=${first.next_cursor}`)).json<{ entries: Json[] }>();
    expect(second.entries.map((entry) => entry.id)).toEqual(all.slice(2, 4).map((entry) => entry.id));
    const beyond = (await call(secret, 'GET', '/office/v1/audit?cursor=999999999999')).json<{ entries: Json[]; next_cursor: string }>();
    expect(beyond).toEqual({ entries: [], next_cursor: '999999999999' });
    for (const query of ['cursor=abc', 'limit=0', 'limit=501']) expect((await call(secret, 'GET', `/office/v1/audit?${query}`)).statusCode).toBe(400);
  });
});
