// Uploaded pictures through the real server keep their picture and orientation and nothing else,
// in every container the portal accepts, and a PNG with a bad checksum is refused as damaged
// (issue 38). The files are made in code: tests/unit/server/support/picture-files.ts.
// Runs on PGlite only (decision 055): the pictures' metadata is removed before storing; storing runs on PostgreSQL in documents.test.ts.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { orientationOf } from '../../src/server/files/orientation';
import {
  gifWithMetadata,
  heicWithXmpBoxes,
  JPEG_SCAN,
  jpegWithMetadata,
  pngWithBadChecksum,
  pngWithMetadata,
  SECRET,
} from '../unit/server/support/picture-files';
import { useDemoTokens, useTestServer } from './helper';
import { multipart } from './multipart';

const server = useTestServer();
const tokens = useDemoTokens(server);

async function upload(token: string, filename: string, data: Buffer, type: string, office = 'vandijk') {
  const { payload, contentType } = await multipart([
    ['name', 'Foto'],
    ['content', { filename, data, type }],
  ]);
  return server.app.inject({
    method: 'POST',
    url: '/api/customer/document',
    headers: { host: `${office}.localhost:3000`, authorization: `Bearer ${token}`, 'content-type': contentType },
    payload,
  });
}
const stored = async (id: number) => (await server.call('vandijk', 'GET', `/api/customer/document/${id}`, { token: tokens.jan })).rawPayload;
const countDocuments = async () => Number((await sql<{ n: number }>`SELECT count(*)::int AS n FROM documents`.execute(server.database.db)).rows[0]!.n);

describe('postDocument with a picture', () => {
  it.each([
    ['foto.jpg', jpegWithMetadata(6), 'image/jpeg'],
    ['foto.png', pngWithMetadata(8), 'image/png'],
    ['IMG_0001.HEIC', heicWithXmpBoxes(), 'image/heic'],
    ['foto.gif', gifWithMetadata(), 'image/gif'],
  ])('stores %s without any of its metadata', async (filename, data, type) => {
    const response = await upload(tokens.jan, filename, data, type);
    expect(response.statusCode, response.body).toBe(201);
    expect((await stored(response.json<{ id: number }>().id)).includes(SECRET)).toBe(false);
  });

  it("keeps a JPEG's picture and its orientation", async () => {
    const response = await upload(tokens.jan, 'staand.jpg', jpegWithMetadata(6), 'image/jpeg');
    const file = await stored(response.json<{ id: number }>().id);
    expect(file.includes(JPEG_SCAN)).toBe(true);
    expect(orientationOf(file.subarray(file.indexOf('Exif\0\0') + 6))).toBe(6);
  });

  it('refuses a PNG with a bad checksum with 415 file_damaged and stores nothing', async () => {
    const before = await countDocuments();
    const response = await upload(tokens.jan, 'foto.png', pngWithBadChecksum(), 'image/png');
    expect(response.statusCode, response.body).toBe(415);
    expect(response.json()).toMatchObject({ error: { code: 'file_damaged' } });
    expect(await countDocuments()).toBe(before);
  });

  it("is one customer's: another customer or office cannot read it", async () => {
    const { id } = (await upload(tokens.jan, 'foto.gif', gifWithMetadata(), 'image/gif')).json<{ id: number }>();
    expect((await server.call('vandijk', 'GET', `/api/customer/document/${id}`, { token: tokens.sanne })).statusCode).toBe(404);
    expect((await server.call('degroot', 'GET', `/api/customer/document/${id}`, { token: tokens.pieter })).statusCode).toBe(404);
  });
});
