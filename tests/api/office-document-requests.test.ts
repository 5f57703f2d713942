// Document requests through the office API (issue 37, decision record 048): a step of a mortgage's
// application put by the office's own id (created, unchanged, updated, withdrawn), told to the
// customer, answered by the customer's upload as every requested document is, audited, and refused
// to the other office.
import { describe, expect, it } from 'vitest';
import { pdf } from '../../src/server/seed/files';
import { demoLogins, standingClock, useTestServer } from './helper';
import { multipart } from './multipart';
import { mortgage } from '../../scripts/bench/mortgage-body';
import { errorCode, officeCall, refs, useOfficeCallers } from './office-records-harness';

const clock = standingClock(new Date('2026-11-28T10:00:00Z'));
const server = useTestServer({ clock: clock.now });
const callers = useOfficeCallers(server);
const call = officeCall(server);

type Json = Record<string, unknown>;
interface Entry {
  office_ref: string | null;
  mortgage_ref: string | null;
  status: string;
  request: Json & { id: number };
}
const janPath = `/customers/${refs.jan}/document-requests`;
const request = (changes: Json = {}): Json => ({
  mortgage_ref: 'HYP-R',
  name: 'Werkgeversverklaring',
  comment: 'Graag ondertekend',
  status: 'requested',
  ...changes,
});
const openProgress = async () =>
  (await call(callers.reader, 'GET', `/customers/${refs.jan}/mortgages/HYP-R`)).json<{ record: { openProgress: number } }>().record.openProgress;
const digestItems = async () =>
  (await server.database.db.selectFrom('notification_digest_items').select('kind').where('kind', '=', 'document_request').execute()).length;

describe('putDocumentRequest', () => {
  it('adds the request to the mortgage (201), answers unchanged for the same body, updates a change; audited and told', async () => {
    expect((await call(callers.writer, 'PUT', `/customers/${refs.jan}/mortgages/HYP-R`, mortgage())).statusCode).toBe(201);
    expect(await openProgress()).toBe(1);
    const told = await digestItems();

    const created = await call(callers.writer, 'PUT', `${janPath}/REQ-1`, request());
    expect(created.statusCode, created.body).toBe(201);
    const answer = created.json<Entry & { result: string }>();
    expect(answer).toMatchObject({
      result: 'created',
      office_ref: 'REQ-1',
      mortgage_ref: 'HYP-R',
      status: 'requested',
      request: { number: 3, name: 'Werkgeversverklaring', received: false, sent: false, completed: false, requested_at: '2026-11-28T10:00:00.000Z' },
    });
    expect(answer.request).not.toHaveProperty('office_ref');
    expect(await openProgress()).toBe(2);
    expect(await digestItems()).toBe(told + 1);

    const again = await call(callers.writer, 'PUT', `${janPath}/REQ-1`, request());
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...answer, result: 'unchanged' });

    clock.advance(60_000);
    const changed = await call(callers.writer, 'PUT', `${janPath}/REQ-1`, request({ status: 'received', status_description: 'Ontvangen' }));
    expect(changed.json()).toMatchObject({
      result: 'updated',
      status: 'received',
      request: { id: answer.request.id, received: true, received_at: '2026-11-28T10:01:00.000Z' },
    });
    expect(await openProgress()).toBe(1);
    expect(await digestItems()).toBe(told + 1);

    const audit = (await call(callers.vandijk, 'GET', '/audit?limit=500')).json<{ entries: { operation_id: string; status: number; records: string[] }[] }>();
    const puts = audit.entries.filter((entry) => entry.operation_id === 'putDocumentRequest');
    expect(puts.map((entry) => entry.status)).toEqual([201, 200, 200]);
    expect(puts[0]!.records).toEqual([expect.stringMatching(/^customer:\d+$/), expect.stringMatching(/^mortgage:\d+$/)]);
  });

  it('turns received when the customer uploads for it, as every requested document does', async () => {
    const asked = await call(callers.writer, 'PUT', `${janPath}/REQ-2`, request({ name: 'Loonstrook' }));
    const id = asked.json<Entry>().request.id;
    const jan = await server.login('vandijk', demoLogins.vandijk.username, demoLogins.vandijk.password);
    const shown = await server.call('vandijk', 'GET', '/api/customer/mortgage?include=progress', { token: jan });
    const steps = shown.json<{ progress?: { id: number; name: string }[] }[]>().flatMap((entry) => entry.progress ?? []);
    expect(steps.find((step) => step.id === id)).toMatchObject({ name: 'Loonstrook' });
    const { payload, contentType } = await multipart([
      ['name', 'Loonstrook'],
      ['mortgage_progress_id', String(id)],
      ['content', { filename: 'loonstrook.pdf', data: pdf(['Loonstrook']).content, type: 'application/pdf' }],
    ]);
    const upload = await server.call('vandijk', 'POST', '/api/customer/document', { token: jan, body: payload, headers: { 'content-type': contentType } });
    expect(upload.statusCode, upload.body).toBe(201);
    const after = await call(callers.reader, 'GET', `${janPath}/REQ-2`);
    expect(after.json()).toMatchObject({ office_ref: 'REQ-2', status: 'received', request: { received: true, sent: true } });
  });

  it('refuses a bad body with 400, an unknown mortgage with 404, and stores nothing', async () => {
    for (const body of [
      request({ unknown: true }),
      request({ status: 'sent' }),
      request({ name: '' }),
      request({ comment: 5 }),
      { name: 'x', status: 'requested' },
    ]) {
      const response = await call(callers.writer, 'PUT', `${janPath}/REQ-BAD`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorCode(response)).toBe('validation_error');
    }
    const unknown = await call(callers.writer, 'PUT', `${janPath}/REQ-BAD`, request({ mortgage_ref: 'HYP-NONE' }));
    expect(unknown.statusCode).toBe(404);
    expect(errorCode(unknown)).toBe('record_not_found');
    expect(errorCode(await call(callers.reader, 'GET', `${janPath}/REQ-BAD`))).toBe('record_not_found');
  });
});

describe('listDocumentRequests, deleteDocumentRequest', () => {
  it('lists the office’s requests with their ids and the portal’s own with none', async () => {
    const entries = (await call(callers.reader, 'GET', janPath)).json<{ entries: Entry[] }>().entries;
    expect(entries.find((entry) => entry.office_ref === 'REQ-1')).toMatchObject({ mortgage_ref: 'HYP-R', status: 'received' });
    expect(entries.filter((entry) => entry.office_ref === null).length).toBeGreaterThan(0);
  });

  it('withdraws a request from its mortgage; a second delete is 404', async () => {
    const before = await openProgress();
    await call(callers.writer, 'PUT', `${janPath}/REQ-GONE`, request({ name: 'Bankafschrift' }));
    expect(await openProgress()).toBe(before + 1);
    const removed = await call(callers.writer, 'DELETE', `${janPath}/REQ-GONE`);
    expect(removed.statusCode).toBe(200);
    expect(await openProgress()).toBe(before);
    expect(errorCode(await call(callers.writer, 'DELETE', `${janPath}/REQ-GONE`))).toBe('record_not_found');
    const audit = (await call(callers.vandijk, 'GET', '/audit?limit=500')).json<{ entries: { operation_id: string; status: number }[] }>();
    expect(audit.entries.filter((entry) => entry.operation_id === 'deleteDocumentRequest').map((entry) => entry.status)).toEqual([200, 404]);
  });
});

describe('scopes and the other office', () => {
  it('needs write to put or delete and read to read (403)', async () => {
    for (const response of [
      await call(callers.reader, 'PUT', `${janPath}/REQ-1`, request()),
      await call(callers.reader, 'DELETE', `${janPath}/REQ-1`),
      await call(callers.writer, 'GET', `${janPath}/REQ-1`),
      await call(callers.writer, 'GET', janPath),
    ]) {
      expect(errorCode(response)).toBe('office_credential_scope');
    }
  });

  it('gives De Groot’s credential 404 for every operation on Van Dijk’s customer, and the reverse', async () => {
    for (const [secret, customer] of [
      [() => callers.degroot, refs.jan],
      [() => callers.vandijk, refs.pieter],
    ] as const) {
      const path = `/customers/${customer}/document-requests`;
      for (const [method, url, body] of [
        ['GET', path, undefined],
        ['GET', `${path}/REQ-1`, undefined],
        ['PUT', `${path}/REQ-1`, request()],
        ['DELETE', `${path}/REQ-1`, undefined],
      ] as const) {
        const response = await call(secret(), method, url, body);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(errorCode(response)).toBe('customer_not_found');
        expect(response.body).not.toContain('Werkgeversverklaring');
      }
    }
    expect((await call(callers.vandijk, 'GET', `${janPath}/REQ-1`)).statusCode).toBe(200);
  });
});
