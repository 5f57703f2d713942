// The customer's thread through the office API (issue 37, decision record 049): the office's
// message lands in the customer's inbox as a note from the office and is told to the customer
// once; the thread lists it with what the customer sent, under the id the `message.sent` event
// carries, a page at a time; a note's id is not a message's; the other office reads nothing.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { demoLogins, useTestServer } from './helper';
import { errorCode, officeCall, refs, useOfficeCallers } from './office-records-harness';

const server = useTestServer();
const callers = useOfficeCallers(server);
const call = officeCall(server);

type Json = Record<string, unknown>;
interface Thread {
  messages: (Json & { id: number; from: string; office_ref: string | null })[];
  next_cursor: string | null;
}
const base = `/customers/${refs.jan}/messages`;
const message = (text: string) => ({ subject: 'Uw aanvraag', message: text });

const told = async (kind: string) =>
  Number((await sql<{ n: number }>`SELECT count(*)::int AS n FROM notification_digest_items WHERE kind = ${kind}`.execute(server.database.db)).rows[0]!.n);
const janToken = () => server.login('vandijk', demoLogins.vandijk.username, demoLogins.vandijk.password);

describe('office messages', () => {
  it('creates (201) and tells the customer once; unchanged, then updated; the inbox shows it as the office’s note', async () => {
    const before = await told('message');
    const created = await call(callers.vandijk, 'PUT', `${base}/M-1`, message('Uw aanvraag is binnen.'));
    expect(created.statusCode, created.body).toBe(201);
    const sent = created.json<{ result: string; message: Json & { id: number } }>();
    expect(sent).toMatchObject({ result: 'created', message: { from: 'office', office_ref: 'M-1', subject: 'Uw aanvraag', seen_by_customer: false } });
    expect(await told('message')).toBe(before + 1);

    const again = await call(callers.vandijk, 'PUT', `${base}/M-1`, message('Uw aanvraag is binnen.'));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...sent, result: 'unchanged' });
    const updated = await call(callers.vandijk, 'PUT', `${base}/M-1`, message('Uw aanvraag is compleet.'));
    expect(updated.json()).toMatchObject({ result: 'updated', message: { id: sent.message.id, message: 'Uw aanvraag is compleet.' } });
    expect(await told('message')).toBe(before + 1);

    const notes = (await server.call('vandijk', 'GET', '/api/customer/note', { token: await janToken() })).json<Json[]>();
    expect(notes.find((note) => note.id === sent.message.id)).toMatchObject({ title: 'Uw aanvraag', content: 'Uw aanvraag is compleet.', source: 'office' });
    expect((await call(callers.reader, 'GET', `${base}/M-1`)).json()).toEqual(updated.json<{ message: Json }>().message);
  });

  it('lists the thread with the customer’s message under the id its message.sent event names, a page at a time', async () => {
    const token = await janToken();
    const posted = await server.call('vandijk', 'POST', '/api/customer/task/message/', { token, body: { message: 'Dank, ik wacht af.' } });
    expect(posted.statusCode, posted.body).toBe(200);
    const events = (await call(callers.vandijk, 'GET', '/events?limit=500')).json<{ events: { type: string; record_id: number | null }[] }>().events;
    const event = events.filter((entry) => entry.type === 'message.sent').at(-1)!;

    const all = (await call(callers.reader, 'GET', `${base}?limit=500`)).json<Thread>();
    expect(all.messages.find((entry) => entry.from === 'customer' && entry.id === event.record_id)).toMatchObject({
      office_ref: null,
      message: 'Dank, ik wacht af.',
      seen_by_customer: null,
    });
    expect(all.messages.map((entry) => entry.office_ref)).toContain('M-1');

    const paged: Thread['messages'] = [];
    let cursor: string | null = null;
    for (let page = 0; page < all.messages.length + 1; page += 1) {
      const answer: Thread = (await call(callers.reader, 'GET', `${base}?limit=1${cursor ? `&cursor=${cursor}` : ''}`)).json<Thread>();
      if (answer.messages.length === 0) {
        expect(answer.next_cursor).toBe(cursor);
        break;
      }
      paged.push(...answer.messages);
      cursor = answer.next_cursor;
    }
    expect(paged).toEqual(all.messages);
    expect(errorCode(await call(callers.reader, 'GET', `${base}?cursor=abc`))).toBe('validation_error');
  });

  it('keeps a note’s id and a message’s apart: 409, and the notes list has no messages', async () => {
    const note = { title: 'Gesprek', content: 'Besproken', datetime: '2026-11-12T15:30:00+01:00' };
    expect((await call(callers.vandijk, 'PUT', `/customers/${refs.jan}/notes/SHARED`, note)).statusCode).toBe(201);
    const taken = await call(callers.vandijk, 'PUT', `${base}/SHARED`, message('Zelfde id'));
    expect(taken.statusCode).toBe(409);
    expect(errorCode(taken)).toBe('record_ref_taken');
    expect(errorCode(await call(callers.vandijk, 'PUT', `/customers/${refs.jan}/notes/M-1`, note))).toBe('record_ref_taken');
    expect(errorCode(await call(callers.vandijk, 'GET', `/customers/${refs.jan}/notes/M-1`))).toBe('record_not_found');
    const notes = (await call(callers.reader, 'GET', `/customers/${refs.jan}/notes`)).json<{ entries: { office_ref: string | null }[] }>().entries;
    expect(notes.map((entry) => entry.office_ref)).not.toContain('M-1');
  });

  it('refuses an unknown field, a wrong type and a missing scope; De Groot’s credential gets 404 everywhere', async () => {
    for (const bad of [{ ...message('x'), unknown: 1 }, { ...message('x'), message: 5 }, { subject: 'Alleen' }]) {
      expect(errorCode(await call(callers.vandijk, 'PUT', `${base}/M-BAD`, bad))).toBe('validation_error');
    }
    expect((await call(callers.reader, 'PUT', `${base}/M-1`, message('x'))).statusCode).toBe(403);
    expect((await call(callers.writer, 'GET', base)).statusCode).toBe(403);
    for (const [method, url, sent] of [
      ['GET', base, undefined],
      ['GET', `${base}/M-1`, undefined],
      ['PUT', `${base}/M-1`, message('x')],
      ['DELETE', `${base}/M-1`, undefined],
      ['GET', `/customers/${refs.pieter}/messages/M-1`, undefined],
    ] as const) {
      expect((await call(callers.degroot, method, url, sent)).statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it('removes the office’s own message, the removal audited with its id', async () => {
    const id = (await call(callers.vandijk, 'GET', `${base}/M-1`)).json<{ id: number }>().id;
    expect((await call(callers.writer, 'DELETE', `${base}/M-1`)).json()).toEqual({ success: true });
    const notes = (await server.call('vandijk', 'GET', '/api/customer/note', { token: await janToken() })).json<Json[]>();
    expect(notes.map((note) => note.id)).not.toContain(id);
    expect(errorCode(await call(callers.writer, 'DELETE', `${base}/M-1`))).toBe('record_not_found');
    const audit = await sql<{ records: string[] }>`SELECT records FROM office_audit WHERE operation_id = 'deleteMessage' AND status = 200`.execute(
      server.database.db,
    );
    expect(audit.rows.at(-1)!.records).toContain(`message:${id}`);
  });
});

describe('new mails and tasks', () => {
  it('are told to the customer once, not again when unchanged', async () => {
    const mailsBefore = await told('mail');
    const tasksBefore = await told('task');
    const mail = { subject: 'Offerte', from: 'advies@vandijk.nl', date: '2026-11-20T10:00:00.000Z', content: '<p>Bijgaand</p>' };
    const task = { title: 'Teken', status: 'open', description: null, date: null, time: null };
    for (let round = 0; round < 2; round += 1) {
      expect((await call(callers.vandijk, 'PUT', `/customers/${refs.sanne}/mails/T-1`, mail)).statusCode).toBe(round ? 200 : 201);
      expect((await call(callers.vandijk, 'PUT', `/customers/${refs.sanne}/tasks/T-1`, task)).statusCode).toBe(round ? 200 : 201);
    }
    expect([await told('mail'), await told('task')]).toEqual([mailsBefore + 1, tasksBefore + 1]);
  });

  it('read back: a task the customer opened (finished for the portal) answers seen_by_customer true', async () => {
    const task = { title: 'Lees de offerte', status: 'open', description: null, date: null, time: null };
    const id = (await call(callers.vandijk, 'PUT', `/customers/${refs.jan}/tasks/T-SEEN`, task)).json<{ record: { id: number } }>().record.id;
    const viewed = await server.call('vandijk', 'POST', '/api/customer/customer/view', { token: await janToken(), body: { model: 'task', id } });
    expect(viewed.statusCode, viewed.body).toBe(200);
    expect((await call(callers.reader, 'GET', `/customers/${refs.jan}/tasks/T-SEEN`)).json()).toMatchObject({
      record: { id, status: 'open', seen_by_customer: true },
    });
    expect((await call(callers.vandijk, 'PUT', `/customers/${refs.jan}/tasks/T-SEEN`, task)).json()).toMatchObject({
      result: 'unchanged',
      record: { seen_by_customer: true },
    });
  });
});
