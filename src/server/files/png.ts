// A PNG's chunk walk: the chunks that carry metadata rather than the picture (EXIF, text, time) are
// dropped, and a file whose chunks do not add up to a complete PNG is reported, so nothing that
// could not be cleaned is kept as it came (uploads and the profile picture alike).
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Chunks that carry metadata rather than the picture. */
const METADATA = new Set(['eXIf', 'tEXt', 'iTXt', 'zTXt', 'tIME']);

/** The PNG without its metadata chunks (and anything after its end), or null when it is not a complete PNG. */
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
    const type = image.toString('latin1', offset + 4, offset + 8);
    if (!METADATA.has(type)) kept.push(image.subarray(offset, end));
    ended = type === 'IEND';
    offset = end;
  }
  return ended ? Buffer.concat(kept) : null;
}
