// Mortgages through the office API (issue 37, decision record 041): put by the office's own id
// (created, updated, unchanged), read, listed and removed; the portal's own getMortgages shows
// what the office put; bad bodies, unknown ids, missing scopes and the other office are refused.
import { describe, expect, it } from 'vitest';
import { demoLogins, standingClock, useTestServer } from './helper';
import { mortgage, part, type Json } from '../../scripts/bench/mortgage-body';
import { errorCode, officeCall, refs, useOfficeCallers } from './office-records-harness';

const clock = standingClock(new Date('2026-11-28T10:00:00Z'));
const server = useTestServer({ clock: clock.now });
const callers = useOfficeCallers(server);
const call = officeCall(server);

const janPath = `/customers/${refs.jan}/mortgages`;

describe('putMortgage', () => {
  it('creates (201), answers unchanged for the same body, updates a changed one; the portal shows it', async () => {
    const created = await call(callers.vandijk, 'PUT', `${janPath}/HYP-1`, mortgage());
    expect(created.statusCode, created.body).toBe(201);
    const answer = created.json<{ result: string; office_ref: string; record: Json & { id: number } }>();
    expect(answer).toMatchObject({
      result: 'created',
      office_ref: 'HYP-1',
      record: { hypotheeknummer: 'NEW-2026-1', openProgress: 1, seen_by_customer: false },
    });
    const id = answer.record.id;
    expect(answer.record.mortgageParts).toMatchObject([
      { id: id * 100 + 1, mortgage_id: id, leningdeelnummer: '1' },
      { id: id * 100 + 2, mortgage_id: id, leningdeelnummer: '2' },
    ]);
    expect(answer.record.mainProperty).toEqual((answer.record.properties as Json[])[0]);

    const again = await call(callers.vandijk, 'PUT', `${janPath}/HYP-1`, mortgage());
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...answer, result: 'unchanged' });

    const changed = await call(callers.vandijk, 'PUT', `${janPath}/HYP-1`, mortgage({ status: 0, status_description: 'Lopend', progress: [] }));
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ result: 'updated', record: { id, status: 0, openProgress: 0, progress: [] } });

    const jan = await server.login('vandijk', demoLogins.vandijk.username, demoLogins.vandijk.password);
    const portal = await server.call('vandijk', 'GET', '/api/customer/mortgage?include=progress,property', { token: jan });
    expect(portal.statusCode).toBe(200);
    const shown = portal.json<Json[]>().find((entry) => entry.id === id);
    expect(shown).toEqual((await call(callers.vandijk, 'GET', `${janPath}/HYP-1`)).json<{ record: Json }>().record);
  });

  it('keeps one office id per customer: the same id under Sanne is her own mortgage', async () => {
    const sanne = await call(callers.vandijk, 'PUT', `/customers/${refs.sanne}/mortgages/HYP-1`, mortgage({ hypotheeknummer: 'SANNE-1' }));
    expect(sanne.statusCode).toBe(201);
    const jans = await call(callers.vandijk, 'GET', `${janPath}/HYP-1`);
    expect(jans.json()).toMatchObject({ record: { hypotheeknummer: 'NEW-2026-1' } });
  });

  it('refuses a bad body with 400 and stores nothing', async () => {
    const { koopsom: _dropped, ...missing } = mortgage();
    const bodies = [
      missing,
      mortgage({ unknown: true }),
      mortgage({ koopsom: '450000' }),
      mortgage({ hypotheeknummer: 'x'.repeat(256) }),
      mortgage({ mortgageParts: [{ ...part('1', 1), id: 7 }] }),
      mortgage({ mortgageParts: Array.from({ length: 51 }, () => part('1', 1)) }),
    ];
    for (const body of bodies) {
      const response = await call(callers.vandijk, 'PUT', `${janPath}/HYP-BAD`, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(errorCode(response)).toBe('validation_error');
    }
    expect((await call(callers.vandijk, 'PUT', `${janPath}/bad%20ref`, mortgage())).statusCode).toBe(400);
    expect((await call(callers.vandijk, 'GET', `${janPath}/HYP-BAD`)).statusCode).toBe(404);
  });
});

describe('getMortgage, listMortgages, deleteMortgage', () => {
  it('lists the office’s mortgages with their ids and the demo’s with none', async () => {
    const list = await call(callers.reader, 'GET', janPath);
    expect(list.statusCode).toBe(200);
    const entries = list.json<{ entries: { office_ref: string | null; record: Json }[] }>().entries;
    expect(entries.filter((entry) => entry.office_ref === null).length).toBeGreaterThan(0);
    expect(entries.find((entry) => entry.office_ref === 'HYP-1')?.record).toMatchObject({ status: 0 });
  });

  it('answers 404 with a key for an unknown customer or mortgage', async () => {
    for (const [method, path] of [
      ['GET', '/customers/CRM-NOBODY/mortgages'],
      ['GET', '/customers/CRM-NOBODY/mortgages/HYP-1'],
      ['DELETE', '/customers/CRM-NOBODY/mortgages/HYP-1'],
    ]) {
      const response = await call(callers.vandijk, method!, path!);
      expect(response.statusCode).toBe(404);
      expect(errorCode(response)).toBe('customer_not_found');
    }
    expect(errorCode(await call(callers.vandijk, 'PUT', '/customers/CRM-NOBODY/mortgages/HYP-1', mortgage()))).toBe('customer_not_found');
    for (const method of ['GET', 'DELETE']) expect(errorCode(await call(callers.vandijk, method, `${janPath}/HYP-NONE`))).toBe('record_not_found');
  });

  it('removes a mortgage the customer has seen; the portal no longer shows it, a second delete is 404', async () => {
    const put = await call(callers.writer, 'PUT', `${janPath}/HYP-GONE`, mortgage());
    const id = put.json<{ record: { id: number } }>().record.id;
    const jan = await server.login('vandijk', demoLogins.vandijk.username, demoLogins.vandijk.password);
    await server.database.db.updateTable('mortgages').set({ seen_at: clock.now() }).where('id', '=', id).execute();
    const removed = await call(callers.writer, 'DELETE', `${janPath}/HYP-GONE`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true });
    const portal = await server.call('vandijk', 'GET', '/api/customer/mortgage', { token: jan });
    expect(portal.json<Json[]>().map((entry) => entry.id)).not.toContain(id);
    expect(errorCode(await call(callers.writer, 'DELETE', `${janPath}/HYP-GONE`))).toBe('record_not_found');
    const audit = await call(callers.vandijk, 'GET', '/audit?limit=500');
    const entries = audit.json<{ entries: { operation_id: string; status: number; records: string[] }[] }>().entries;
    const deleted = entries.find((entry) => entry.operation_id === 'deleteMortgage' && entry.status === 200);
    expect(deleted?.records).toEqual([expect.stringMatching(/^customer:\d+$/), `mortgage:${id}`]);
  });
});

describe('scopes and the other office', () => {
  it('needs write to put or delete and read to get or list (403)', async () => {
    for (const [secret, method, path, body] of [
      [callers.reader, 'PUT', `${janPath}/HYP-1`, mortgage()],
      [callers.reader, 'DELETE', `${janPath}/HYP-1`, undefined],
      [callers.writer, 'GET', `${janPath}/HYP-1`, undefined],
      [callers.writer, 'GET', janPath, undefined],
    ] as const) {
      const response = await call(secret, method, path, body);
      expect(response.statusCode).toBe(403);
      expect(errorCode(response)).toBe('office_credential_scope');
    }
  });

  it('gives De Groot’s credential 404 for every operation on Van Dijk’s customer, and the reverse', async () => {
    for (const [secret, path] of [
      [() => callers.degroot, janPath],
      [() => callers.vandijk, `/customers/${refs.pieter}/mortgages`],
    ] as const) {
      for (const [method, url, body] of [
        ['GET', path, undefined],
        ['GET', `${path}/HYP-1`, undefined],
        ['PUT', `${path}/HYP-1`, mortgage()],
        ['DELETE', `${path}/HYP-1`, undefined],
      ] as const) {
        const response = await call(secret(), method, url, body);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(errorCode(response)).toBe('customer_not_found');
        expect(response.body).not.toContain('NEW-2026-1');
      }
    }
    expect((await call(callers.vandijk, 'GET', `${janPath}/HYP-1`)).statusCode).toBe(200);
  });
});
