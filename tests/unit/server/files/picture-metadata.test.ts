// Every picture container the portal accepts keeps its picture and orientation and nothing else
// (issue 38): EXIF, XMP, IPTC, comments, private chunks, free-form boxes and data after the end
// are gone; a file that does not add up, or whose checksums do not match, is reported (null).
import { describe, expect, it } from 'vitest';
import { orientationOf } from '../../../../src/server/files/orientation';
import { stripMetadata } from '../../../../src/server/files/strip-metadata';
import { HEIC_GPS, HEIC_PICTURE } from '../support/heic-file';
import {
  GIF_IMAGE,
  GIF_LOOP,
  gifWithMetadata,
  heicWithXmpBoxes,
  ICC,
  JPEG_SCAN,
  jpegWithMetadata,
  pngWithBadChecksum,
  pngWithMetadata,
  SECRET,
} from '../support/picture-files';

const exifOrientation = (jpeg: Buffer) => {
  const at = jpeg.indexOf('Exif\0\0');
  return at < 0 ? null : orientationOf(jpeg.subarray(at + 6));
};

describe('a JPEG', () => {
  it('keeps its scan, colour profile and orientation, and loses EXIF, XMP, IPTC, comments, the thumbnail and the trailer', async () => {
    const cleaned = (await stripMetadata(jpegWithMetadata(6), 'image/jpeg'))!;
    expect(cleaned.includes(SECRET)).toBe(false);
    expect(cleaned.includes(SECRET.slice(0, 3))).toBe(false);
    expect(cleaned.includes(JPEG_SCAN)).toBe(true);
    expect(cleaned.includes(ICC)).toBe(true);
    expect(exifOrientation(cleaned)).toBe(6);
    expect(cleaned.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(cleaned.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
  });

  it('gets no EXIF at all when it stands upright', async () => {
    expect((await stripMetadata(jpegWithMetadata(1), 'image/jpeg'))!.includes('Exif')).toBe(false);
  });

  it('is reported when its segments do not add up or it never ends', async () => {
    const whole = jpegWithMetadata();
    expect(await stripMetadata(whole.subarray(0, 30), 'image/jpeg')).toBeNull();
    expect(await stripMetadata(whole.subarray(0, whole.indexOf(JPEG_SCAN) + 4), 'image/jpeg')).toBeNull();
  });
});

describe('a PNG', () => {
  it('keeps its picture chunks and orientation, and loses text, XMP, private chunks, EXIF and the trailer', async () => {
    const cleaned = (await stripMetadata(pngWithMetadata(8), 'image/png'))!;
    expect(cleaned.includes(SECRET)).toBe(false);
    for (const type of ['IHDR', 'gAMA', 'IDAT', 'IEND']) expect(cleaned.includes(type)).toBe(true);
    expect(orientationOf(cleaned.subarray(cleaned.indexOf('eXIf') + 4))).toBe(8);
  });

  it('is reported when a checksum does not match', async () => {
    expect(await stripMetadata(pngWithBadChecksum(), 'image/png')).toBeNull();
  });
});

describe('a HEIC', () => {
  it('loses XMP in a uuid box and a free box, its EXIF item too, and keeps the picture where it was', async () => {
    const original = heicWithXmpBoxes();
    const cleaned = (await stripMetadata(original, 'image/heic'))!;
    expect(cleaned.includes(SECRET)).toBe(false);
    expect(cleaned.includes(HEIC_GPS)).toBe(false);
    expect(cleaned.indexOf(HEIC_PICTURE)).toBe(original.indexOf(HEIC_PICTURE));
    expect(cleaned.length).toBe(original.length);
  });
});

describe('a GIF', () => {
  it('keeps its image and loop, and loses XMP, comments and the trailer', async () => {
    const cleaned = (await stripMetadata(gifWithMetadata(), 'image/gif'))!;
    expect(cleaned.includes(SECRET)).toBe(false);
    expect(cleaned.includes(GIF_IMAGE)).toBe(true);
    expect(cleaned.includes(GIF_LOOP)).toBe(true);
    expect(cleaned.at(-1)).toBe(0x3b);
  });

  it('is reported when its blocks run past its end', async () => {
    const whole = gifWithMetadata();
    expect(await stripMetadata(whole.subarray(0, whole.indexOf(GIF_IMAGE) + 8), 'image/gif')).toBeNull();
  });
});
