// Photos carry where and when they were taken (EXIF GPS, XMP, IPTC, comments); the office does not
// need that and the customer may not know it is there. Each picture container the portal accepts
// is walked by its own module, which keeps what draws the picture and its orientation and nothing
// else, and tells when a file cannot be cleaned (null: refused as damaged, never kept as it came).
import { gifWithoutMetadata } from './gif';
import { heicWithoutMetadata } from './heic';
import { jpegWithoutMetadata } from './jpeg';
import { pngWithoutMetadata } from './png';

const cleaners: Record<string, (data: Buffer) => Buffer | null> = {
  'image/jpeg': jpegWithoutMetadata,
  'image/png': pngWithoutMetadata,
  'image/heic': heicWithoutMetadata,
  'image/gif': gifWithoutMetadata,
};

/** The file without its photo metadata; null when it is a picture whose structure is broken. */
export async function stripMetadata(data: Buffer, mimeType: string): Promise<Buffer | null> {
  const clean = cleaners[mimeType];
  return clean ? clean(data) : data;
}
