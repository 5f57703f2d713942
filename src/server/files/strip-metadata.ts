// Photos carry where and when they were taken (EXIF GPS, XMP); the office does not need that and
// the customer may not know it is there. exif-be-gone drops those blocks from JPEG and PNG.
import { Readable } from 'node:stream';
import ExifTransformer from 'exif-be-gone';

const strippable = new Set(['image/jpeg', 'image/png']);

export async function stripMetadata(data: Buffer, mimeType: string): Promise<Buffer> {
  if (!strippable.has(mimeType)) return data;
  const chunks: Buffer[] = [];
  for await (const chunk of Readable.from([data]).pipe(new ExifTransformer())) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
