// Photos carry where and when they were taken (EXIF GPS, XMP); the office does not need that and
// the customer may not know it is there. JPEG goes through exif-be-gone; PNG and HEIC through walks
// of their own structure (png.ts, heic.ts), which also tell when a file cannot be cleaned.
import { Readable } from 'node:stream';
import ExifTransformer from 'exif-be-gone';
import { heicWithoutMetadata } from './heic';
import { pngWithoutMetadata } from './png';

// exif-be-gone re-reads what is left of its current input chunk for every block it passes, so one
// large chunk takes time quadratic in its blocks; pieces of this size keep it linear.
const PIECE_BYTES = 64 * 1024;

function* pieces(data: Buffer) {
  for (let offset = 0; offset < data.length; offset += PIECE_BYTES) yield data.subarray(offset, offset + PIECE_BYTES);
}

async function jpegWithoutMetadata(data: Buffer): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of Readable.from(pieces(data)).pipe(new ExifTransformer())) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The file without its photo metadata; null when it is a photo whose structure is broken. */
export async function stripMetadata(data: Buffer, mimeType: string): Promise<Buffer | null> {
  if (mimeType === 'image/jpeg') return jpegWithoutMetadata(data);
  if (mimeType === 'image/png') return pngWithoutMetadata(data);
  if (mimeType === 'image/heic') return heicWithoutMetadata(data);
  return data;
}
