// The profile picture (core §7, advice §2): the portal crops it to a 350 px square PNG and sends it
// base64 encoded; here it must decode to a well-formed PNG of at most 2 MB, and its metadata
// chunks (EXIF, text, time) are dropped before it is stored as a data URL on the customer.
import { HttpError } from '../../http-error';
import { pngWithoutMetadata } from '../../files/png';

export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;

export function avatarDataUrl(sent: string): string {
  const image = Buffer.from(sent.replace(/^data:image\/png;base64,/, ''), 'base64');
  if (image.length > MAX_AVATAR_BYTES) throw new HttpError(413, 'message_error_file_size', 'The picture is larger than 2 MB');
  const cleaned = pngWithoutMetadata(image);
  if (!cleaned) throw new HttpError(415, 'file_type_not_allowed', 'The picture is not a PNG image');
  return `data:image/png;base64,${cleaned.toString('base64')}`;
}
