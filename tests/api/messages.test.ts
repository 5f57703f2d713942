// A message to the office through the real server: text and attachments stored together, the
// office notified by mail, attachments at most 2 MB each and of an allowed type.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdf } from '../../src/server/seed/files';
import { demoLogins, useTestServer } from './helper';
import { multipart, type Part } from './multipart';

const server = useTestServer();
let token = '';

beforeAll(async () => {
  token = await server.login('vandijk', demoLogins.vandijk.username, demoLogins.vandijk.password);
});

const count = async (table: 'messages' | 'documents') =>
  Number((await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(server.database.db)).rows[0]!.n);

async function send(parts: Part[]) {
  const { payload, contentType } = await multipart(parts);
  return server.app.inject({
    method: 'POST',
    url: '/api/customer/task/message/',
    headers: { host: 'vandijk.localhost:3000', authorization: `Bearer ${token}`, 'content-type': contentType },
    payload,
  });
}

describe('postMessage', () => {
  it('stores a message and mails the office', async () => {
    const body = { message: 'Kunnen we de rentevaste periode bespreken?', subject: 'Rentevaste periode', category: 'refinance' };
    const response = await server.call('vandijk', 'POST', '/api/customer/task/message/', { token, body });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const mail = await sql<{ subject: string; text: string }>`SELECT subject, text FROM mail_outbox ORDER BY id DESC LIMIT 1`.execute(server.database.db);
    expect(mail.rows[0]!.subject).toContain('Rentevaste periode');
    expect(mail.rows[0]!.text).toContain('Kunnen we de rentevaste periode bespreken?');
  });

  it("writes the contact form's tagged text to the office in words, and keeps the tag in the record", async () => {
    const message = 'contact_formulier\ncategory: sustainability\nsubject: Zonnepanelen\n\nKan ik isolatie meefinancieren?';
    const response = await server.call('vandijk', 'POST', '/api/customer/task/message/', {
      token,
      body: { message, subject: 'Zonnepanelen', category: 'sustainability' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const mail = await sql<{ text: string }>`SELECT text FROM mail_outbox ORDER BY id DESC LIMIT 1`.execute(server.database.db);
    expect(mail.rows[0]!.text).toContain('Via het contactformulier');
    expect(mail.rows[0]!.text).toContain('Categorie: Verduurzamen');
    expect(mail.rows[0]!.text).toContain('Onderwerp: Zonnepanelen');
    expect(mail.rows[0]!.text).toContain('Kan ik isolatie meefinancieren?');
    expect(mail.rows[0]!.text).not.toMatch(/contact_formulier|category:|sustainability/);
    const stored = await sql<{ message: string }>`SELECT message FROM messages ORDER BY id DESC LIMIT 1`.execute(server.database.db);
    expect(stored.rows[0]!.message).toBe(message);
  });

  it('answers 400 naming the empty message, storing nothing', async () => {
    const before = await count('messages');
    const response = await server.call('vandijk', 'POST', '/api/customer/task/message/', { token, body: { message: '' } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { details: { field: string }[] } }>().error.details[0]!.field).toBe('body.message');
    expect(await count('messages')).toBe(before);
  });

  it('keeps an attachment of under 2 MB with its message', async () => {
    const before = { messages: await count('messages'), documents: await count('documents') };
    const response = await send([
      ['message', 'Hierbij mijn jaaropgave.'],
      ['attachments', { filename: 'jaaropgave.pdf', data: pdf(['Jaaropgave 2025']).content, type: 'application/pdf' }],
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect({ messages: await count('messages'), documents: await count('documents') }).toEqual({
      messages: before.messages + 1,
      documents: before.documents + 1,
    });
  });

  it('refuses a 3 MB attachment with 413 and stores nothing', async () => {
    const before = { messages: await count('messages'), documents: await count('documents') };
    const big = Buffer.concat([pdf(['groot']).content, Buffer.alloc(3 * 1024 * 1024)]);
    const response = await send([
      ['message', 'Met een grote bijlage'],
      ['attachments', { filename: 'groot.pdf', data: big, type: 'application/pdf' }],
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: { code: 'message_error_file_size' } });
    expect({ messages: await count('messages'), documents: await count('documents') }).toEqual(before);
  });

  it('refuses eleven attachments each under 2 MB but over 21 MB together, as the total, and stores nothing', async () => {
    const before = { messages: await count('messages'), documents: await count('documents') };
    const almost2MB = Buffer.concat([pdf(['bijna 2 MB']).content, Buffer.alloc(2 * 1024 * 1024 - 8 * 1024)]);
    const attachments = Array.from({ length: 11 }, (_, index): Part => [
      'attachments',
      { filename: `deel-${index}.pdf`, data: almost2MB, type: 'application/pdf' },
    ]);
    const response = await send([['message', 'Met veel bijlagen'], ...attachments]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: { code: 'message_error_total_size' } });
    expect({ messages: await count('messages'), documents: await count('documents') }).toEqual(before);
  });
});
