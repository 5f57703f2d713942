// A PNG's chunk walk: only the chunks that draw the picture are kept (the critical ones, and
// transparency, colour space, significant bits and APNG's animation), with the orientation written
// back as a one-tag eXIf; everything else goes (text, time, EXIF, XMP, private chunks). A file whose
// chunks do not add up to a complete PNG, or whose checksums do not match, is reported (null), so
// nothing that could not be cleaned is kept as it came (uploads and the profile picture alike).
import { crc32 } from 'node:zlib';
import { orientationOf, orientationTiff, turned } from './orientation';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Chunks that make up the picture as a viewer draws it. */
const PICTURE = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND', 'tRNS', 'gAMA', 'cHRM', 'sRGB', 'iCCP', 'cICP', 'sBIT', 'acTL', 'fcTL', 'fdAT']);

/** One chunk: length, type, data and the CRC of type and data. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, checksum]);
}

/** The PNG with only its picture and orientation (and nothing after its end), or null when it is not a complete, intact PNG. */
export function pngWithoutMetadata(image: Buffer): Buffer | null {
  if (image.length < SIGNATURE.length || !image.subarray(0, SIGNATURE.length).equals(SIGNATURE)) return null;
  const kept: Buffer[] = [SIGNATURE];
  let offset = SIGNATURE.length;
  let ended = false;
  while (offset < image.length && !ended) {
    if (offset + 12 > image.length) return null;
    const length = image.readUInt32BE(offset);
    const end = offset + 12 + length;
    if (end > image.length) return null;
    if (crc32(image.subarray(offset + 4, end - 4)) !== image.readUInt32BE(end - 4)) return null;
    const type = image.toString('latin1', offset + 4, offset + 8);
    if (PICTURE.has(type)) kept.push(image.subarray(offset, end));
    else if (type === 'eXIf') {
      const orientation = orientationOf(image.subarray(offset + 8, end - 4));
      if (turned(orientation)) kept.push(pngChunk('eXIf', orientationTiff(orientation)));
    }
    ended = type === 'IEND';
    offset = end;
  }
  return ended ? Buffer.concat(kept) : null;
}
