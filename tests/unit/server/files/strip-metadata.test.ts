// Metadata stripping of uploaded photos: a block deep in a PNG of many data blocks is dropped and
// the picture's own data comes through unchanged; a PNG whose chunks do not add up is reported.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pngChunk } from '../../../../src/server/files/png';
import { stripMetadata } from '../../../../src/server/files/strip-metadata';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const chunk = pngChunk;
const idats = (count: number) => Array.from({ length: count }, () => chunk('IDAT', randomBytes(8192)));

describe('stripMetadata', () => {
  it('drops an EXIF block that straddles two pieces from a PNG of many data blocks, keeping the rest', async () => {
    const header = chunk('IHDR', Buffer.alloc(13));
    // Signature, header, seven blocks of 8,204 bytes and one of 7,975: the EXIF block starts 100
    // bytes before the first piece ends (65,536).
    const before = [...idats(7), chunk('IDAT', randomBytes(7963))];
    const after = idats(300);
    const exif = chunk('eXIf', Buffer.from('GPS 52.0907 N 5.1214 E'.repeat(40), 'latin1'));
    const end = chunk('IEND', Buffer.alloc(0));
    expect(Buffer.concat([SIGNATURE, header, ...before]).length).toBe(65_436);
    const stripped = await stripMetadata(Buffer.concat([SIGNATURE, header, ...before, exif, ...after, end]), 'image/png');
    expect(stripped!.equals(Buffer.concat([SIGNATURE, header, ...before, ...after, end]))).toBe(true);
  });

  it('reports a PNG whose chunks run past its end, or that never ends', async () => {
    const header = chunk('IHDR', Buffer.alloc(13));
    const broken = Buffer.concat([SIGNATURE, header, chunk('IDAT', randomBytes(100)).subarray(0, 60)]);
    expect(await stripMetadata(broken, 'image/png')).toBeNull();
    expect(await stripMetadata(Buffer.concat([SIGNATURE, header, chunk('tEXt', Buffer.from('GPS'))]), 'image/png')).toBeNull();
  });

  it('leaves a PDF as it is', async () => {
    const pdf = Buffer.from('%PDF-1.7\n%GPS 52.09\n', 'latin1');
    expect(await stripMetadata(pdf, 'application/pdf')).toBe(pdf);
  });
});
