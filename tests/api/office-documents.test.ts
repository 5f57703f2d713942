// Documents through the office API (issue 37, decision record 048): a file given to the customer by
// the office's own id (created, unchanged, updated, removed), the customer's own upload downloaded
// by the id its `document.uploaded` event carries, the upload's checks on the office's file, the
// audit trail, and the other office's credential and ids refused.
import { describe, expect, it } from 'vitest';
import { pdf } from '../../src/server/seed/files';
import { demoLogins, standingClock, useTestServer } from './helper';
import { multipart, streamedMultipart, type Part } from './multipart';
import { errorCode, officeCall, refs, useOfficeCallers } from './office-records-harness';

const clock = standingClock(new Date('2026-11-28T10:00:00Z'));
const server = useTestServer({ clock: clock.now });
const callers = useOfficeCallers(server);
const call = officeCall(server);
const MB = 1024 * 1024;

type Json = Record<string, unknown>;
interface Entry {
  office_ref: string | null;
  document: Json & { id: number };
}
const janPath = `/customers/${refs.jan}/documents`;
const report = pdf(['Adviesrapport 2026']).content;
const file = (data: Buffer = report, filename = 'rapport.pdf') => ({ filename, data, type: 'application/pdf' });

async function put(secret: string, path: string, parts: Part[]) {
  const { payload, contentType } = await multipart(parts);
  return server.call(null, 'PUT', `/office/v1${path}`, { token: secret, body: payload, headers: { 'content-type': contentType } });
}
const auditEntries = async () =>
  (await call(callers.vandijk, 'GET', '/audit?limit=500')).json<{ entries: { operation_id: string; status: number; records: string[] }[] }>().entries;

describe('putCustomerDocument', () => {
  it('creates (201), answers unchanged for the same file and details, updates a change; each write audited and told', async () => {
    const told = async () => (await server.database.db.selectFrom('notification_digest_items').select('id').where('kind', '=', 'document').execute()).length;
    const before = await told();
    const created = await put(callers.writer, `${janPath}/DOC-1`, [
      ['name', 'Adviesrapport'],
      ['category', 'hypotheken'],
      ['content', file()],
    ]);
    expect(created.statusCode, created.body).toBe(201);
    const answer = created.json<Entry & { result: string }>();
    expect(answer).toMatchObject({
      result: 'created',
      office_ref: 'DOC-1',
      document: { name: 'Adviesrapport', mime_type: 'application/pdf', extension: 'pdf', filesize: report.length, deletable: false, documentcategory_id: 3 },
    });
    const id = answer.document.id;
    expect(await told()).toBe(before + 1);

    const again = await put(callers.writer, `${janPath}/DOC-1`, [
      ['name', 'Adviesrapport'],
      ['category', 'hypotheken'],
      ['content', file()],
    ]);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...answer, result: 'unchanged' });
    expect(await told()).toBe(before + 1);

    const other = pdf(['Adviesrapport 2026, versie 2']).content;
    const changed = await put(callers.writer, `${janPath}/DOC-1`, [
      ['name', 'Adviesrapport v2'],
      ['category', 'hypotheken'],
      ['content', file(other)],
    ]);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ result: 'updated', document: { id, name: 'Adviesrapport v2', filesize: other.length } });

    const puts = (await auditEntries()).filter((entry) => entry.operation_id === 'putCustomerDocument');
    expect(puts.map((entry) => entry.status)).toEqual([201, 200, 200]);
    for (const entry of puts) expect(entry.records).toEqual([expect.stringMatching(/^customer:\d+$/), `document:${id}`]);
  });

  it('shows the office’s document to the customer in the portal’s documents, and its file', async () => {
    const jan = await server.login('vandijk', demoLogins.vandijk.username, demoLogins.vandijk.password);
    const listed = await server.call('vandijk', 'GET', '/api/customer/document', { token: jan });
    expect(listed.statusCode).toBe(200);
    const shown = Object.values(listed.json<Record<string, Json[]>>()).flat();
    const office = (await call(callers.reader, 'GET', `${janPath}/DOC-1`)).json<Entry>().document;
    expect(shown.find((document) => document.id === office.id)).toMatchObject({ name: 'Adviesrapport v2', deletable: false });
    const opened = await server.call('vandijk', 'GET', `/api/customer/document/${office.id}`, { token: jan });
    expect(opened.statusCode).toBe(200);
    expect(opened.rawPayload.equals(pdf(['Adviesrapport 2026, versie 2']).content)).toBe(true);
  });

  it('refuses another type, a file too large, an unknown field, a missing file and a bad group, storing nothing', async () => {
    const text = { filename: 'notes.pdf', data: Buffer.from('just some words, no pdf at all'), type: 'application/pdf' };
    const wrongType = await put(callers.writer, `${janPath}/DOC-BAD`, [
      ['name', 'Notities'],
      ['content', text],
    ]);
    expect(wrongType.statusCode).toBe(415);
    expect(errorCode(wrongType)).toBe('file_type_not_allowed');

    const unknown = await put(callers.writer, `${janPath}/DOC-BAD`, [
      ['name', 'Rapport'],
      ['colour', 'blue'],
      ['content', file()],
    ]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: { details: [{ field: 'body.colour', code: 'field_unknown' }] } });

    expect((await put(callers.writer, `${janPath}/DOC-BAD`, [['name', 'Rapport']])).statusCode).toBe(400);
    expect(
      (
        await put(callers.writer, `${janPath}/DOC-BAD`, [
          ['name', 'Rapport'],
          ['category', 'kluis'],
          ['content', file()],
        ])
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await put(callers.writer, `${janPath}/DOC-BAD`, [
          ['name', ''],
          ['content', file()],
        ])
      ).statusCode,
    ).toBe(400);
    const json = await call(callers.writer, 'PUT', `${janPath}/DOC-BAD`, { name: 'Rapport' });
    expect(json.statusCode).toBe(415);

    const large = await streamedMultipart([['name', 'Groot']], 'content', 11 * MB);
    const tooLarge = await server.app.inject({
      method: 'PUT',
      url: `/office/v1${janPath}/DOC-BAD`,
      headers: { host: 'localhost:3000', authorization: `Bearer ${callers.writer}`, 'content-type': large.contentType },
      payload: large.stream,
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(large.pulled()).toBeLessThan(12 * MB);

    expect(errorCode(await call(callers.reader, 'GET', `${janPath}/DOC-BAD`))).toBe('record_not_found');
  });
});

describe('getDocumentFile', () => {
  it('downloads the customer’s own upload, by the id of its document.uploaded event, byte for byte', async () => {
    const jan = await server.login('vandijk', demoLogins.vandijk.username, demoLogins.vandijk.password);
    const bytes = pdf(['Loonstrook november']).content;
    const { payload, contentType } = await multipart([
      ['name', 'Loonstrook'],
      ['content', file(bytes, 'loonstrook.pdf')],
    ]);
    const upload = await server.call('vandijk', 'POST', '/api/customer/document', { token: jan, body: payload, headers: { 'content-type': contentType } });
    expect(upload.statusCode, upload.body).toBe(201);
    const feed = await call(callers.vandijk, 'GET', '/events');
    const events = feed.json<{ events: { type: string; record_id: number | null; customer: { office_ref: string | null } | null }[] }>().events;
    const uploaded = events.filter((event) => event.type === 'document.uploaded').at(-1)!;
    expect(uploaded).toMatchObject({ record_id: upload.json<{ id: number }>().id, customer: { office_ref: refs.jan } });

    const download = await call(callers.reader, 'GET', `/customers/${refs.jan}/document-files/${uploaded.record_id}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="Loonstrook.pdf"; filename*=UTF-8''Loonstrook.pdf`);
    expect(download.rawPayload.equals(bytes)).toBe(true);

    const list = (await call(callers.reader, 'GET', janPath)).json<{ entries: Entry[] }>().entries;
    expect(list.find((entry) => entry.document.id === uploaded.record_id)).toMatchObject({ office_ref: null, document: { name: 'Loonstrook' } });
    expect(list.find((entry) => entry.office_ref === 'DOC-1')).toBeDefined();
  });

  it('pages the list by cursor, oldest first', async () => {
    const all = (await call(callers.reader, 'GET', `${janPath}?limit=500`)).json<{ entries: Entry[] }>().entries.map((entry) => entry.document.id);
    expect(all).toEqual([...all].sort((a, b) => a - b));
    const first = (await call(callers.reader, 'GET', `${janPath}?limit=2`)).json<{ entries: Entry[]; next_cursor: string }>();
    const second = (await call(callers.reader, 'GET', `${janPath}?limit=2&cursor=${first.next_cursor}`)).json<{ entries: Entry[] }>();
    expect([...first.entries, ...second.entries].map((entry) => entry.document.id)).toEqual(all.slice(0, 4));
    const end = (await call(callers.reader, 'GET', `${janPath}?cursor=${all.at(-1)}`)).json();
    expect(end).toEqual({ entries: [], next_cursor: String(all.at(-1)) });
  });
});

describe('deleteCustomerDocument', () => {
  it('removes the document and its file; a second delete is 404', async () => {
    const put1 = await put(callers.writer, `${janPath}/DOC-GONE`, [
      ['name', 'Weg'],
      ['content', file()],
    ]);
    const id = put1.json<Entry>().document.id;
    const removed = await call(callers.writer, 'DELETE', `${janPath}/DOC-GONE`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true });
    expect(errorCode(await call(callers.reader, 'GET', `/customers/${refs.jan}/document-files/${id}`))).toBe('record_not_found');
    expect(errorCode(await call(callers.writer, 'DELETE', `${janPath}/DOC-GONE`))).toBe('record_not_found');
    const deleted = (await auditEntries()).find((entry) => entry.operation_id === 'deleteCustomerDocument' && entry.status === 200);
    expect(deleted?.records).toEqual([expect.stringMatching(/^customer:\d+$/), `document:${id}`]);
  });
});

describe('scopes and the other office', () => {
  it('needs write to put or delete and read to read (403)', async () => {
    const denied = [
      await put(callers.reader, `${janPath}/DOC-1`, [
        ['name', 'Rapport'],
        ['content', file()],
      ]),
      await call(callers.reader, 'DELETE', `${janPath}/DOC-1`),
      await call(callers.writer, 'GET', `${janPath}/DOC-1`),
      await call(callers.writer, 'GET', janPath),
      await call(callers.writer, 'GET', `/customers/${refs.jan}/document-files/1`),
    ];
    for (const response of denied) expect(errorCode(response)).toBe('office_credential_scope');
  });

  it('gives De Groot’s credential 404 for every operation on Van Dijk’s customer and documents, and the reverse', async () => {
    const jans = (await call(callers.vandijk, 'GET', `${janPath}?limit=500`)).json<{ entries: Entry[] }>().entries.map((entry) => entry.document.id);
    const pieter = await put(callers.degroot, `/customers/${refs.pieter}/documents/DOC-1`, [
      ['name', 'Offerte'],
      ['content', file()],
    ]);
    expect(pieter.statusCode).toBe(201);
    const pieterId = pieter.json<Entry>().document.id;
    for (const [secret, customer, ids] of [
      [() => callers.degroot, refs.jan, jans],
      [() => callers.vandijk, refs.pieter, [pieterId]],
    ] as const) {
      const path = `/customers/${customer}/documents`;
      const responses = [
        await call(secret(), 'GET', path),
        await call(secret(), 'GET', `${path}/DOC-1`),
        await put(secret(), `${path}/DOC-1`, [
          ['name', 'Rapport'],
          ['content', file()],
        ]),
        await call(secret(), 'DELETE', `${path}/DOC-1`),
        ...(await Promise.all(ids.map((id) => call(secret(), 'GET', `/customers/${customer}/document-files/${id}`)))),
      ];
      for (const response of responses) {
        expect(response.statusCode).toBe(404);
        expect(errorCode(response)).toBe('customer_not_found');
      }
    }
    // Its own customer's ref with the other office's document id finds nothing either.
    const crossed = await call(callers.degroot, 'GET', `/customers/${refs.pieter}/document-files/${jans[0]}`);
    expect(errorCode(crossed)).toBe('record_not_found');
    const back = await call(callers.vandijk, 'GET', `/customers/${refs.jan}/document-files/${pieterId}`);
    expect(errorCode(back)).toBe('record_not_found');
  });
});
