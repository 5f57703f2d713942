// Uploads and deletion through the real server: the file type is judged by content, sizes are
// limited, photo metadata is removed, a retried upload is stored once, a requested mortgage
// document is marked received in the same transaction, and deletion keeps to its 60 minutes.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { pngChunk } from '../../src/server/files/png';
import { pdf, png } from '../../src/server/seed/files';
import { HEIC_GPS, HEIC_PICTURE, heicWithGps } from '../unit/server/support/heic-file';
import { useDemoTokens, useTestServer } from './helper';
import { multipart, type Part } from './multipart';

const server = useTestServer();
const tokens = useDemoTokens(server);

async function upload(token: string, parts: Part[], headers: Record<string, string> = {}, office = 'vandijk') {
  const { payload, contentType } = await multipart(parts);
  return server.app.inject({
    method: 'POST',
    url: '/api/customer/document',
    headers: { host: `${office}.localhost:3000`, authorization: `Bearer ${token}`, 'content-type': contentType, ...headers },
    payload,
  });
}

const countDocuments = async () => Number((await sql<{ n: number }>`SELECT count(*)::int AS n FROM documents`.execute(server.database.db)).rows[0]!.n);
const aPdf = () => ({ filename: 'loonstrook.pdf', data: pdf(['Loonstrook oktober']).content, type: 'application/pdf' });

/** An open requested document of Jan's mortgage in application. */
async function openMortgageStep() {
  const mortgages = (await server.call('vandijk', 'GET', '/api/customer/mortgage?include=progress', { token: tokens.jan })).json<
    { id: number; openProgress: number; progress?: { id: number; received: boolean }[] }[]
  >();
  const mortgage = mortgages.find((candidate) => candidate.progress?.some((step) => !step.received))!;
  return { mortgage, step: mortgage.progress!.find((step) => !step.received)! };
}

describe('postDocument', () => {
  it('stores a PDF for a requested mortgage document and marks it received', async () => {
    const { mortgage, step } = await openMortgageStep();
    const response = await upload(tokens.jan, [
      ['name', 'Loonstrook oktober'],
      ['mortgage_progress_id', String(step.id)],
      ['content', aPdf()],
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json<{ success: boolean; id: number }>();
    const after = (await server.call('vandijk', 'GET', '/api/customer/mortgage?include=progress', { token: tokens.jan })).json<
      { id: number; openProgress: number; progress: { id: number; received: boolean; status_description: string | null }[] }[]
    >();
    const updated = after.find((candidate) => candidate.id === mortgage.id)!;
    // Received, and no stale "Nog aanleveren" text beside it.
    expect(updated.progress.find((candidate) => candidate.id === step.id)).toMatchObject({ received: true, status_description: null });
    expect(updated.openProgress).toBe(mortgage.openProgress - 1);
    const file = await server.call('vandijk', 'GET', `/api/customer/document/${id}`, { token: tokens.jan });
    expect(file.headers['content-type']).toBe('application/pdf');
  });

  it('answers 400 naming the missing name and stores nothing', async () => {
    const before = await countDocuments();
    const response = await upload(tokens.jan, [['content', aPdf()]]);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { details: { field: string }[] } }>().error.details.map((detail) => detail.field)).toContain('body.name');
    expect(await countDocuments()).toBe(before);
  });

  it('judges the type by content: a program named .pdf is refused with 415', async () => {
    const before = await countDocuments();
    const fake = { filename: 'factuur.pdf', data: Buffer.from('MZ\x90\x00 this is not a pdf at all'), type: 'application/pdf' };
    const response = await upload(tokens.jan, [
      ['name', 'Factuur'],
      ['content', fake],
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ error: { code: 'file_type_not_allowed' } });
    expect(await countDocuments()).toBe(before);
  });

  it('answers 413 for a file over 10 MB and stores nothing', async () => {
    const before = await countDocuments();
    const big = { filename: 'groot.pdf', data: Buffer.concat([pdf(['groot']).content, Buffer.alloc(10 * 1024 * 1024 + 1)]), type: 'application/pdf' };
    const response = await upload(tokens.jan, [
      ['name', 'Groot'],
      ['content', big],
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: { code: 'message_error_file_size' } });
    expect(await countDocuments()).toBe(before);
  });

  it('stores a retried upload (same Idempotency-Key) once', async () => {
    const before = await countDocuments();
    const key = { 'idempotency-key': 'retry-test-0001' };
    const parts: Part[] = [
      ['name', 'Paspoort'],
      ['content', aPdf()],
    ];
    const [first, second] = await Promise.all([upload(tokens.jan, parts, key), upload(tokens.jan, parts, key)]);
    const third = await upload(tokens.jan, parts, key);
    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([201, 201, 201]);
    const ids = [first, second, third].map((response) => response.json<{ id: number }>().id);
    expect(new Set(ids).size).toBe(1);
    expect(await countDocuments()).toBe(before + 1);
  });

  it('answers 404 for a requested document of another customer or another office', async () => {
    const { step } = await openMortgageStep();
    const parts: Part[] = [
      ['name', 'Loonstrook'],
      ['mortgage_progress_id', String(step.id)],
      ['content', aPdf()],
    ];
    expect((await upload(tokens.sanne, parts)).statusCode).toBe(404);
    expect((await upload(tokens.pieter, parts, {}, 'degroot')).statusCode).toBe(404);
  });

  it('removes the location and camera data from a photo', async () => {
    const photo = png(16, 16).content;
    // A PNG with a tEXt chunk naming a place, the kind of metadata that must not be kept.
    const text = Buffer.from('Location\0Keizersgracht 1, Amsterdam');
    const chunk = pngChunk('tEXt', text);
    const withMetadata = Buffer.concat([photo.subarray(0, 33), chunk, photo.subarray(33)]);
    const response = await upload(tokens.jan, [
      ['name', 'Foto schade'],
      ['content', { filename: 'foto.png', data: withMetadata, type: 'image/png' }],
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const file = await server.call('vandijk', 'GET', `/api/customer/document/${response.json<{ id: number }>().id}`, { token: tokens.jan });
    expect(file.rawPayload.includes(Buffer.from('Keizersgracht'))).toBe(false);
    expect(file.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('removes the location from a HEIC photo, keeping the picture', async () => {
    const response = await upload(tokens.jan, [
      ['name', 'Foto iPhone'],
      ['content', { filename: 'IMG_0001.HEIC', data: heicWithGps(), type: 'image/heic' }],
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const file = await server.call('vandijk', 'GET', `/api/customer/document/${response.json<{ id: number }>().id}`, { token: tokens.jan });
    expect(file.headers['content-type']).toBe('image/heic');
    expect(file.rawPayload.includes(Buffer.from(HEIC_GPS))).toBe(false);
    expect(file.rawPayload.includes(HEIC_PICTURE)).toBe(true);
  });

  it('refuses a photo whose metadata cannot be removed (a PNG cut off mid-chunk), storing nothing', async () => {
    const before = await countDocuments();
    const photo = png(16, 16).content;
    const text = Buffer.from('\0\0\x01\x00tEXtLocation\0Keizersgracht 1', 'latin1');
    const broken = Buffer.concat([photo.subarray(0, 33), text]);
    const response = await upload(tokens.jan, [
      ['name', 'Foto'],
      ['content', { filename: 'foto.png', data: broken, type: 'image/png' }],
    ]);
    expect(response.statusCode, response.body).toBe(415);
    expect(response.json()).toMatchObject({ error: { code: 'file_damaged' } });
    expect(await countDocuments()).toBe(before);
  });
});

describe('deleteDocument', () => {
  async function freshDocument(minutesOld: number) {
    const { id } = (
      await upload(tokens.jan, [
        ['name', `Oud ${minutesOld}`],
        ['content', aPdf()],
      ])
    ).json<{ id: number }>();
    await sql`UPDATE documents SET created_at = now() - make_interval(mins => ${minutesOld}) WHERE id = ${id}`.execute(server.database.db);
    return id;
  }

  it('removes the customer’s own document within 60 minutes (at 59)', async () => {
    const id = await freshDocument(59);
    const response = await server.call('vandijk', 'DELETE', `/api/customer/document/${id}`, { token: tokens.jan });
    expect(response.statusCode).toBe(200);
    expect((await server.call('vandijk', 'GET', `/api/customer/document/${id}`, { token: tokens.jan })).statusCode).toBe(404);
  });

  it('refuses with 403 after 60 minutes (at 61), whatever the client says, and keeps the file', async () => {
    const id = await freshDocument(61);
    const response = await server.call('vandijk', 'DELETE', `/api/customer/document/${id}`, { token: tokens.jan });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: 'document_not_deletable' } });
    expect((await server.call('vandijk', 'GET', `/api/customer/document/${id}`, { token: tokens.jan })).statusCode).toBe(200);
  });

  it('answers 404 for another customer’s document and 400 for a malformed id', async () => {
    const id = await freshDocument(0);
    expect((await server.call('vandijk', 'DELETE', `/api/customer/document/${id}`, { token: tokens.sanne })).statusCode).toBe(404);
    expect((await server.call('vandijk', 'DELETE', '/api/customer/document/abc', { token: tokens.jan })).statusCode).toBe(400);
  });
});

describe('getDocuments', () => {
  it('leaves out a picture a mail shows inside its text, which still opens with its mail', async () => {
    const grouped = (await server.call('vandijk', 'GET', '/api/customer/document', { token: tokens.jan })).json<
      Record<string, { id: number; name: string }[]>
    >();
    const listed = Object.values(grouped).flat();
    expect(listed.length).toBeGreaterThan(3);
    expect(listed.map((document) => document.name)).not.toContain('logo-vandijk');
    const mails = (await server.call('vandijk', 'GET', '/api/customer/attachable/published/by_is_attachable_type/email', { token: tokens.jan })).json<{
      data: { email: { attachments: { inline: boolean; name: string; display_link: string }[] } }[];
    }>();
    const logo = mails.data.flatMap((mail) => mail.email.attachments).find((attachment) => attachment.inline)!;
    expect(logo.name).toBe('logo-vandijk.png');
    expect((await server.call('vandijk', 'GET', `/api${logo.display_link}`, { token: tokens.jan })).statusCode).toBe(200);
  });
});
