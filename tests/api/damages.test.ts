// Reporting a damage through the real server: the claim and its files arrive together or not at
// all, with the contract's rules for amount, description and date.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdf, png } from '../../src/server/seed/files';
import { demoLogins, useTestServer } from './helper';
import { multipart, type Part } from './multipart';

const server = useTestServer();
let token = '';

beforeAll(async () => {
  token = await server.login('vandijk', demoLogins.vandijk.username, demoLogins.vandijk.password);
});

async function report(parts: Part[]) {
  const { payload, contentType } = await multipart(parts);
  return server.app.inject({
    method: 'POST',
    url: '/api/customer/damage',
    headers: { host: 'vandijk.localhost:3000', authorization: `Bearer ${token}`, 'content-type': contentType },
    payload,
  });
}

const count = async (table: 'damages' | 'documents') =>
  Number((await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(server.database.db)).rows[0]!.n);

const fields = (overrides: Record<string, string> = {}): Part[] =>
  Object.entries({ type: 'home', estimated: '1250.00', date: '2026-10-03', cause: 'Lekkage in de badkamer', screen: 'verzekeringen', ...overrides });

describe('postDamage', () => {
  it('stores the claim with files in two groups, all visible to the customer', async () => {
    const before = { damages: await count('damages'), documents: await count('documents') };
    const response = await report([
      ...fields(),
      ['claim_form', { filename: 'schadeformulier.pdf', data: pdf(['Schadeformulier']).content, type: 'application/pdf' }],
      ['damage', { filename: 'foto1.png', data: png(32, 32).content, type: 'image/png' }],
      ['damage', { filename: 'foto2.png', data: png(32, 32, '#aa0000').content, type: 'image/png' }],
    ]);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ success: true });
    expect(await count('damages')).toBe(before.damages + 1);
    expect(await count('documents')).toBe(before.documents + 3);
    const damages = (await server.call('vandijk', 'GET', '/api/customer/damage', { token })).json<
      { cause: string; estimated: number; status: string | null }[]
    >();
    expect(damages).toContainEqual(expect.objectContaining({ cause: 'Lekkage in de badkamer', estimated: 1250, status: 'open' }));
  });

  it('answers 400 naming a zero amount and a missing description, storing nothing', async () => {
    const before = await count('damages');
    const response = await report(fields({ estimated: '0', cause: '' }));
    expect(response.statusCode).toBe(400);
    const details = response.json<{ error: { details: { field: string }[] } }>().error.details.map((detail) => detail.field);
    expect(details).toEqual(expect.arrayContaining(['body.estimated', 'body.cause']));
    expect(await count('damages')).toBe(before);
  });

  it('answers 400 for a date after the current year', async () => {
    const response = await report(fields({ date: `${new Date().getFullYear() + 1}-01-02` }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { details: [{ field: 'body.date', code: 'field_out_of_range' }] } });
  });

  it('answers 413 for a file too large and stores neither the claim nor any file', async () => {
    const before = { damages: await count('damages'), documents: await count('documents') };
    const big = Buffer.concat([pdf(['groot']).content, Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const response = await report([
      ...fields(),
      ['claim_form', { filename: 'klein.pdf', data: pdf(['klein']).content, type: 'application/pdf' }],
      ['other', { filename: 'groot.pdf', data: big, type: 'application/pdf' }],
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: { code: 'message_error_file_size' } });
    expect({ damages: await count('damages'), documents: await count('documents') }).toEqual(before);
  });

  it('answers 415 for a file that is not an allowed type and stores nothing', async () => {
    const before = await count('damages');
    const response = await report([...fields(), ['other', { filename: 'script.pdf', data: Buffer.from('#!/bin/sh\necho hi'), type: 'application/pdf' }]]);
    expect(response.statusCode).toBe(415);
    expect(await count('damages')).toBe(before);
  });
});
