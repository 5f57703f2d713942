// The profile picture (core §7, advice §2): the portal crops it to a 350 px square PNG and sends it
// base64 encoded; here it must decode to a well-formed PNG of at most 2 MB, and its metadata
// chunks (EXIF, text, time) are dropped before it is stored as a data URL on the customer.
// A chunk walk of our own rather than the uploads' exif-be-gone (files/strip-metadata.ts): the
// walk also proves the structure, which the profile picture needs and exif-be-gone does not check.
import { HttpError } from '../../http-error';

export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Chunks that carry metadata rather than the picture. */
const METADATA = new Set(['eXIf', 'tEXt', 'iTXt', 'zTXt', 'tIME']);

const notPng = () => new HttpError(415, 'file_type_not_allowed', 'The picture is not a PNG image');

/** The PNG without its metadata chunks; refuses anything that is not a complete PNG. */
export function withoutMetadata(image: Buffer): Buffer {
  if (image.length < SIGNATURE.length || !image.subarray(0, SIGNATURE.length).equals(SIGNATURE)) throw notPng();
  const kept: Buffer[] = [SIGNATURE];
  let offset = SIGNATURE.length;
  let ended = false;
  while (offset < image.length && !ended) {
    if (offset + 12 > image.length) throw notPng();
    const length = image.readUInt32BE(offset);
    const end = offset + 12 + length;
    if (end > image.length) throw notPng();
    const type = image.toString('latin1', offset + 4, offset + 8);
    if (!METADATA.has(type)) kept.push(image.subarray(offset, end));
    ended = type === 'IEND';
    offset = end;
  }
  if (!ended) throw notPng();
  return Buffer.concat(kept);
}

export function avatarDataUrl(sent: string): string {
  const image = Buffer.from(sent.replace(/^data:image\/png;base64,/, ''), 'base64');
  if (image.length > MAX_AVATAR_BYTES) throw new HttpError(413, 'message_error_file_size', 'The picture is larger than 2 MB');
  return `data:image/png;base64,${withoutMetadata(image).toString('base64')}`;
}
