// The customer's data to take away (issue 39 item 7): asking (idempotent while it is prepared),
// the state, the background build (run by the test, not waited for), the mail, the download for
// the owner only, the expiry, the office's audit trail, and the archive's contents checked against
// what the API itself answers the customer.
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { requestExport } from '../../src/server/export/store';
import { answerErrors } from './contract-answers';
import { demoLogins, standingClock, useTestServer } from './helper';

const clock = standingClock();
const server = useTestServer({ clock: clock.now });
const DAY = 24 * 60 * 60_000;

interface ExportAnswer {
  id: number;
  status: string;
  size: number | null;
}
const ask = (token: string, office = 'vandijk') => server.call(office, 'POST', '/api/customer/data_export', { token });
const state = (token: string, office = 'vandijk') => server.call(office, 'GET', '/api/customer/data_export', { token });
const download = (token: string, id: number | string, office = 'vandijk') => server.call(office, 'GET', `/api/customer/data_export/${id}/download`, { token });
const json = (text: string): unknown => JSON.parse(text);

describe('postDataExport, getDataExport, getDataExportFile', () => {
  it('prepares the archive once in the background, mails the owner, and lets only them download it', async () => {
    const jan = (await server.signIn('vandijk', demoLogins.vandijk)).access_token;
    const sanne = (await server.signIn('vandijk', demoLogins.vandijkSecond)).access_token;
    const pieter = (await server.signIn('degroot', demoLogins.degroot)).access_token;
    expect((await state(jan)).json()).toEqual({ export: null });

    const first = await ask(jan);
    expect(first.statusCode).toBe(202);
    expect(answerErrors('portal', 'postDataExport', 202, first.json())).toEqual([]);
    const { id } = first.json<ExportAnswer>();
    expect(first.json()).toMatchObject({ status: 'pending', size: null });
    await server.app.dataExports.runDue();
    const ready = await state(jan);
    expect(answerErrors('portal', 'getDataExport', 200, ready.json())).toEqual([]);
    expect(ready.json<{ export: ExportAnswer }>().export).toMatchObject({ id, status: 'ready' });
    const [mail] = await server.outbox(demoLogins.vandijk.username);
    expect(mail?.subject).toBe('Je gegevens staan klaar om te downloaden');

    expect((await download(sanne, id)).statusCode).toBe(404);
    expect((await download(pieter, id, 'degroot')).statusCode).toBe(404);
    expect((await download(jan, id, 'degroot')).statusCode).toBe(401);
    expect((await state(sanne)).json()).toEqual({ export: null });

    const file = await download(jan, id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.rawPayload.length).toBe(ready.json<{ export: ExportAnswer }>().export.size);
    const archive = unzipSync(new Uint8Array(file.rawPayload));
    const text = (name: string) => new TextDecoder().decode(archive[name]);

    // Each kind of record as the API answers it to Jan.
    for (const [name, url] of [
      ['mortgages', '/api/customer/mortgage'],
      ['policies', '/api/customer/policy'],
      ['damages', '/api/customer/damage'],
      ['tasks', '/api/customer/task'],
      ['notes', '/api/customer/note'],
      ['incomes', '/api/customer/income'],
      ['partner-incomes', '/api/customer/income/partner'],
      ['obligations', '/api/customer/obligation'],
      ['living', '/api/customer/living'],
      ['family', '/api/customer/customer/family'],
    ] as const) {
      const answer = await server.call('vandijk', 'GET', url, { token: jan });
      expect(json(text(`gegevens/${name}.json`)), name).toEqual(answer.json());
    }
    expect(json(text('gegevens/mails/page-1.json'))).toEqual(
      (await server.call('vandijk', 'GET', '/api/customer/attachable/published/by_is_attachable_type/email?page=1&per_page=100', { token: jan })).json(),
    );
    // Every document he sees, byte for byte.
    const documents = Object.values(
      (await server.call('vandijk', 'GET', '/api/customer/document', { token: jan })).json<Record<string, { id: number }[]>>(),
    ).flat();
    const files = Object.keys(archive).filter((name) => name.startsWith('bestanden/'));
    expect(files).toHaveLength(documents.length);
    for (const { id: documentId } of documents) {
      const name = files.find((entry) => entry.startsWith(`bestanden/${documentId}-`));
      expect(name).toBeDefined();
      const original = await server.call('vandijk', 'GET', `/api/customer/document/${documentId}`, { token: jan });
      expect(Buffer.from(archive[name ?? ''] ?? []).equals(original.rawPayload)).toBe(true);
    }
    // No other customer's data.
    expect(text('gegevens/customer.json')).toContain(demoLogins.vandijk.username);
    expect(Object.values(archive).some((bytes) => new TextDecoder().decode(bytes).includes(demoLogins.vandijkSecond.username))).toBe(false);

    // The office's audit trail counts the request and the download.
    const events = await server.database.db.selectFrom('office_events').select(['type', 'record_id']).where('type', 'like', 'data_export.%').execute();
    expect(events.map((event) => event.type).sort()).toEqual(['data_export.downloaded', 'data_export.requested']);

    // Seven days on, it is expired and gone.
    clock.advance(7 * DAY + 1);
    await server.app.dataExports.runDue();
    const later = (await server.signIn('vandijk', demoLogins.vandijk)).access_token;
    expect((await state(later)).json<{ export: ExportAnswer }>().export.status).toBe('expired');
    expect((await download(later, id)).statusCode).toBe(404);
    // A new request after that is a new archive.
    expect((await ask(later)).json<ExportAnswer>().id).not.toBe(id);
  });

  it('answers a request still being prepared when asked again, and does not serve it yet', async () => {
    // The last test's new request started a round in the background; it would claim this one too.
    await server.app.dataExports.runDue();
    const sanne = (await server.signIn('vandijk', demoLogins.vandijkSecond)).access_token;
    const owner = { tenantId: 1, customerId: 0 };
    const profile = await server.call('vandijk', 'GET', '/api/customer/customer', { token: sanne });
    owner.customerId = profile.json<{ id: number }>().id;
    owner.tenantId = (
      await server.database.db.selectFrom('customers').select('tenant_id').where('id', '=', owner.customerId).executeTakeFirstOrThrow()
    ).tenant_id;
    const first = await requestExport(server.database.db, owner, clock.now());
    const second = await requestExport(server.database.db, owner, clock.now());
    expect(first.created).toBe(true);
    expect(second).toEqual({ row: first.row, created: false });
    expect((await download(sanne, first.row.id)).statusCode).toBe(404);
    expect((await state(sanne)).json<{ export: ExportAnswer }>().export).toMatchObject({ id: first.row.id, status: 'pending' });
  });

  it('refuses bad input and strangers', async () => {
    const jan = (await server.signIn('vandijk', demoLogins.vandijk)).access_token;
    expect((await download(jan, 'abc')).statusCode).toBe(400);
    expect((await download(jan, 999999)).statusCode).toBe(404);
    expect((await server.call('vandijk', 'POST', '/api/customer/data_export', { token: jan, body: { all: true } })).statusCode).toBe(415);
    expect((await server.call('vandijk', 'POST', '/api/customer/data_export')).statusCode).toBe(401);
    expect((await server.call('vandijk', 'GET', '/api/customer/data_export')).statusCode).toBe(401);
    expect((await server.call('vandijk', 'GET', '/api/customer/data_export/1/download')).statusCode).toBe(401);
  });
});
