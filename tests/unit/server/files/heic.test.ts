// HEIC metadata removal: the EXIF item's bytes are cleared in place and the picture is untouched;
// a file whose boxes do not add up is reported instead of kept with its metadata.
import { describe, expect, it } from 'vitest';
import { heicWithoutMetadata } from '../../../../src/server/files/heic';
import { HEIC_GPS, HEIC_PICTURE, heicWithGps } from '../support/heic-file';

describe('heicWithoutMetadata', () => {
  it('clears the EXIF item and keeps every other byte where it was', () => {
    const original = heicWithGps();
    const cleaned = heicWithoutMetadata(original)!;
    expect(original.includes(Buffer.from(HEIC_GPS))).toBe(true);
    expect(cleaned.includes(Buffer.from(HEIC_GPS))).toBe(false);
    expect(cleaned.length).toBe(original.length);
    expect(cleaned.indexOf(HEIC_PICTURE)).toBe(original.indexOf(HEIC_PICTURE));
    expect(cleaned.subarray(0, original.indexOf(HEIC_PICTURE))).toEqual(original.subarray(0, original.indexOf(HEIC_PICTURE)));
  });

  it('reports a file cut short or with an EXIF item placed outside it', () => {
    const original = heicWithGps();
    expect(heicWithoutMetadata(original.subarray(0, original.length - 10))).toBeNull();
    const outside = Buffer.from(original);
    // The EXIF item's offset, the last offset in iloc, pointed past the end of the file.
    const exifOffset = outside.lastIndexOf(Buffer.from([0, 2, 0, 0, 0, 1])) + 6;
    outside.writeUInt32BE(outside.length, exifOffset);
    expect(heicWithoutMetadata(outside)).toBeNull();
  });

  it('reports a file that is no box structure at all', () => {
    expect(heicWithoutMetadata(Buffer.from('\0\0\0\x20ftypheic but nothing after'))).toBeNull();
  });
});
