// Mails, tasks and notes through the office API (issue 37, decision record 049): put by the
// office's own id (created, then unchanged, then updated), shown by the portal's own reads, mail
// HTML sanitised, each write audited in its transaction; bad bodies, missing scopes and the other
// office are refused.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { demoLogins, useTestServer } from './helper';
import { errorCode, officeCall, refs, useOfficeCallers } from './office-records-harness';

const server = useTestServer();
const callers = useOfficeCallers(server);
const call = officeCall(server);

type Json = Record<string, unknown>;
const mail = (content: string): Json => ({ subject: 'Uw offerte', from: 'advies@vandijk.nl', to: null, cc: null, date: '2026-11-20T10:00:00.000Z', content });
const task = (status: string): Json => ({ title: 'Onderteken de offerte', status, description: 'De offerte staat klaar.', date: '2026-12-01', time: '10:30' });
const note = (content: string): Json => ({ title: 'Gesprek', content, datetime: '2026-11-12T15:30:00+01:00' });

const kinds = [
  {
    path: 'mails',
    portal: '/api/customer/attachable/published/by_is_attachable_type/email',
    body: mail('<p>Welkom</p>'),
    changed: mail('<p>Nieuw</p>'),
    wrong: { date: 5 },
  },
  { path: 'tasks', portal: '/api/customer/task', body: task('open'), changed: task('finished'), wrong: { status: 'later' } },
  { path: 'notes', portal: '/api/customer/note', body: note('Besproken'), changed: note('Anders besproken'), wrong: { title: 7 } },
] as const;

async function portalRead(path: string): Promise<Json[]> {
  const jan = await server.login('vandijk', demoLogins.vandijk.username, demoLogins.vandijk.password);
  const answer = (await server.call('vandijk', 'GET', path, { token: jan })).json<Json[] | { data: Json[] }>();
  return Array.isArray(answer) ? answer : answer.data;
}

const auditOf = async (operation: string) =>
  (
    await sql<{ status: number; records: string[] }>`SELECT status, records FROM office_audit WHERE operation_id = ${operation} ORDER BY id`.execute(
      server.database.db,
    )
  ).rows;

describe.each(kinds)('office $path', ({ path, portal, body, changed, wrong }) => {
  const base = `/customers/${refs.jan}/${path}`;
  const operation = `put${path[0]!.toUpperCase()}${path.slice(1, -1)}`;

  it('creates (201), is unchanged by the same body, updated by another; the portal shows it; each put is audited', async () => {
    const created = await call(callers.vandijk, 'PUT', `${base}/R-1`, body);
    expect(created.statusCode, created.body).toBe(201);
    const record = created.json<{ record: Json & { id: number } }>().record;
    expect(created.json()).toMatchObject({ result: 'created', office_ref: 'R-1' });
    const again = await call(callers.vandijk, 'PUT', `${base}/R-1`, body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...created.json(), result: 'unchanged' });
    const updated = await call(callers.vandijk, 'PUT', `${base}/R-1`, changed);
    expect(updated.json()).toMatchObject({ result: 'updated', record: { id: record.id } });

    expect((await portalRead(portal)).find((entry) => entry.id === record.id)).toEqual(updated.json<{ record: Json }>().record);
    expect((await call(callers.reader, 'GET', `${base}/R-1`)).json()).toEqual({ office_ref: 'R-1', record: updated.json<{ record: Json }>().record });
    const list = (await call(callers.reader, 'GET', base)).json<{ entries: { office_ref: string | null }[] }>().entries;
    expect(list.map((entry) => entry.office_ref)).toContain('R-1');
    const audit = await auditOf(operation);
    expect(audit.map((entry) => entry.status)).toEqual([201, 200, 200]);
    expect(audit[0]!.records).toContain(`${path.slice(0, -1)}:${record.id}`);
  });

  it('refuses an unknown field, a wrong type, a missing body (400) and an unknown customer or record (404)', async () => {
    for (const bad of [{ ...body, unknown: 1 }, { ...body, ...wrong }, {}]) {
      expect(errorCode(await call(callers.vandijk, 'PUT', `${base}/R-BAD`, bad))).toBe('validation_error');
    }
    expect(errorCode(await call(callers.vandijk, 'GET', `${base}/R-BAD`))).toBe('record_not_found');
    expect(errorCode(await call(callers.vandijk, 'PUT', `/customers/CRM-NOBODY/${path}/R-1`, body))).toBe('customer_not_found');
  });

  it('needs the scopes, and gives De Groot’s credential 404 for every operation', async () => {
    expect((await call(callers.reader, 'PUT', `${base}/R-1`, body)).statusCode).toBe(403);
    expect((await call(callers.writer, 'GET', `${base}/R-1`)).statusCode).toBe(403);
    for (const [method, url, sent] of [
      ['GET', base, undefined],
      ['GET', `${base}/R-1`, undefined],
      ['PUT', `${base}/R-1`, body],
      ['DELETE', `${base}/R-1`, undefined],
      ['GET', `/customers/${refs.pieter}/${path}/R-1`, undefined],
    ] as const) {
      const response = await call(callers.degroot, method, url, sent);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it('deletes it in a transaction with its audit entry; the portal no longer shows it', async () => {
    const id = (await call(callers.vandijk, 'GET', `${base}/R-1`)).json<{ record: { id: number } }>().record.id;
    expect((await call(callers.writer, 'DELETE', `${base}/R-1`)).json()).toEqual({ success: true });
    expect((await portalRead(portal)).map((entry) => entry.id)).not.toContain(id);
    expect(errorCode(await call(callers.writer, 'DELETE', `${base}/R-1`))).toBe('record_not_found');
    expect((await auditOf(`delete${operation.slice(3)}`)).find((entry) => entry.status === 200)).toMatchObject({
      status: 200,
      records: [expect.stringMatching(/^customer:/), `${path.slice(0, -1)}:${id}`],
    });
  });
});

describe('a mail’s HTML', () => {
  it('is stored sanitised: no script, no event handler, no javascript: link', async () => {
    const hostile = '<p onclick="steal()">Hallo</p><script>steal()</script><a href="javascript:steal()">klik</a><img src="https://tracker.example/p.gif">';
    const put = await call(callers.vandijk, 'PUT', `/customers/${refs.sanne}/mails/HOSTILE`, mail(hostile));
    expect(put.statusCode, put.body).toBe(201);
    const content = put.json<{ record: { email: { content: string } } }>().record.email.content;
    expect(content).toContain('Hallo');
    expect(content).not.toMatch(/script|onclick|javascript:|tracker\.example/i);
    const again = await call(callers.vandijk, 'PUT', `/customers/${refs.sanne}/mails/HOSTILE`, mail(hostile));
    expect(again.json()).toMatchObject({ result: 'unchanged' });
  });
});
