// The three multipart operations read only what their contract allows: a file under a field the
// contract does not name is refused before it is read, a request over its stated size is refused as
// soon as it passes it (the rest never pulled from the client), and a body that breaks off is the
// client's fault (400), never a server error.
// Runs on PGlite only (decision 055): the multipart limits act before a file is stored; storing runs on PostgreSQL in documents.test.ts.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { pdf } from '../../src/server/seed/files';
import { useDemoTokens, useTestServer } from './helper';
import { multipart, streamedMultipart, type Part } from './multipart';

const server = useTestServer();
const tokens = useDemoTokens(server);
const MB = 1024 * 1024;

const aPdf = () => ({ filename: 'brief.pdf', data: pdf(['Brief']).content, type: 'application/pdf' });

/** Each upload operation with the text fields of a request it would accept, and its limits. */
const operations = [
  { name: 'postDocument', url: '/api/customer/document', fields: [['name', 'Brief']] as Part[], fileField: 'content', maxRequest: 11 * MB },
  {
    name: 'postDamage',
    url: '/api/customer/damage',
    fields: [
      ['type', 'home'],
      ['estimated', '100'],
      ['date', '2026-01-05'],
      ['cause', 'Storm'],
    ] as Part[],
    fileField: 'damage',
    maxRequest: 30 * MB,
  },
  { name: 'postMessage', url: '/api/customer/task/message/', fields: [['message', 'Hallo']] as Part[], fileField: 'attachments', maxRequest: 21 * MB },
];

const count = async () => Number((await sql<{ n: number }>`SELECT count(*)::int AS n FROM documents`.execute(server.database.db)).rows[0]!.n);

function post(url: string, contentType: string, payload: Buffer | NodeJS.ReadableStream, headers: Record<string, string> = {}) {
  return server.app.inject({
    method: 'POST',
    url,
    headers: { host: 'vandijk.localhost:3000', authorization: `Bearer ${tokens.jan}`, 'content-type': contentType, ...headers },
    payload,
  });
}

describe.each(operations)('$name', ({ url, fields, fileField, maxRequest }) => {
  it('refuses a file under a field the contract does not name, before reading it', async () => {
    const before = await count();
    const body = await streamedMultipart([...fields, [fileField, aPdf()]], 'extra', 8 * MB);
    const response = await post(url, body.contentType, body.stream);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'field_unknown', details: [{ field: 'body.extra', code: 'field_unknown' }] } });
    expect(body.pulled()).toBeLessThan(MB);
    expect(await count()).toBe(before);
  });

  it('answers 413 as soon as the request passes its stated size, and keeps answering', async () => {
    const before = await count();
    const body = await streamedMultipart(fields, fileField, maxRequest + 40 * MB);
    const response = await post(url, body.contentType, body.stream);
    expect(response.statusCode, response.body).toBe(413);
    // The request passed its total before the file's end was read: the total is what it answers.
    expect(response.json()).toMatchObject({ error: { code: 'message_error_total_size' } });
    expect(body.pulled()).toBeLessThan(maxRequest + 2 * MB);
    expect(await count()).toBe(before);
    const { payload, contentType } = await multipart([...fields, [fileField, aPdf()]]);
    expect((await post(url, contentType, payload)).statusCode).toBeLessThan(300);
  });

  it('answers 413 at once for a declared length over the limit', async () => {
    const body = await streamedMultipart(fields, fileField, 4 * MB);
    const response = await post(url, body.contentType, body.stream, { 'content-length': String(maxRequest + 1) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: { code: 'message_error_total_size' } });
    expect(body.pulled()).toBeLessThan(MB);
  });

  it('answers 400 for a body that breaks off in a file, storing nothing', async () => {
    const before = await count();
    const body = await streamedMultipart(fields, fileField, 1000, false);
    const response = await post(url, body.contentType, body.stream);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'multipart_invalid' } });
    expect(await count()).toBe(before);
  });

  it('answers 400 for a body that is not multipart at all', async () => {
    const response = await post(url, 'multipart/form-data; boundary=abc', Buffer.from('no parts here, only text'));
    expect(response.statusCode, response.body).toBe(400);
  });
});

describe('postDocument', () => {
  it('takes one file under its one file field', async () => {
    const { payload, contentType } = await multipart([
      ['name', 'Twee'],
      ['content', aPdf()],
      ['content', aPdf()],
    ]);
    const response = await post('/api/customer/document', contentType, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'field_too_many', details: [{ field: 'body.content' }] } });
  });
});
