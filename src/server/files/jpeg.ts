// A JPEG's segment walk: what the decoder needs to draw the picture is kept (tables, frame, scans,
// the ICC colour profile, Adobe's colour transform, JFIF's density without its thumbnail) and the
// orientation is written back as a one-tag EXIF; everything else goes: EXIF, XMP, IPTC (APP13),
// comments, other applications' segments and whatever follows the end of the picture. A file whose
// segments do not add up is reported (null) rather than kept as it came.
import { orientationOf, orientationTiff, turned } from './orientation';

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const APP1 = 0xe1;
const APP2 = 0xe2;
const APP14 = 0xee;
const APP15 = 0xef;
const COM = 0xfe;

const startsWith = (segment: Buffer, text: string) => segment.toString('latin1', 4, 4 + text.length) === text;

function segment(marker: number, data: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([head, data]);
}

/** The end of the entropy-coded data that starts at `from`: the next marker that is not a restart. */
function scanEnd(image: Buffer, from: number): number | null {
  for (let at = image.indexOf(0xff, from); at >= 0 && at + 1 < image.length; at = image.indexOf(0xff, at + 1)) {
    const next = image[at + 1]!;
    if (next !== 0 && next !== 0xff && (next < 0xd0 || next > 0xd7)) return at;
  }
  return null;
}

/** The JPEG with only its picture and orientation, or null when its structure is broken. */
export function jpegWithoutMetadata(image: Buffer): Buffer | null {
  if (image.length < 4 || image[0] !== 0xff || image[1] !== SOI) return null;
  const head: Buffer[] = [image.subarray(0, 2)];
  const body: Buffer[] = [];
  let orientation: number | null = null;
  let offset = 2;
  while (offset < image.length) {
    if (image[offset] !== 0xff) return null;
    while (image[offset] === 0xff) offset += 1;
    const marker = image[offset];
    if (marker === undefined) return null;
    offset += 1;
    if (marker === EOI) {
      const exif = turned(orientation) ? [segment(APP1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), orientationTiff(orientation)]))] : [];
      return Buffer.concat([...head, ...exif, ...body, Buffer.from([0xff, EOI])]);
    }
    if (marker >= 0xd0 && marker <= 0xd7) return null;
    if (offset + 2 > image.length) return null;
    const end = offset + image.readUInt16BE(offset);
    if (end > image.length || end < offset + 2) return null;
    const whole = image.subarray(offset - 2, end);
    offset = end;
    if (marker === APP0) {
      // JFIF's density says how the picture is to be sized; its thumbnail is a second picture.
      if (startsWith(whole, 'JFIF\0') && whole.length >= 18 && head.length === 1)
        head.push(segment(APP0, Buffer.concat([whole.subarray(4, 16), Buffer.from([0, 0])])));
    } else if (marker === APP1) {
      if (startsWith(whole, 'Exif\0\0')) orientation = orientationOf(whole.subarray(10)) ?? orientation;
    } else if (marker === APP2) {
      if (startsWith(whole, 'ICC_PROFILE\0')) body.push(whole);
    } else if (marker === APP14) {
      if (startsWith(whole, 'Adobe')) body.push(whole);
    } else if ((marker > APP2 && marker <= APP15) || marker === COM) {
      // Other applications' data and comments: IPTC, Photoshop, FlashPix, free text.
    } else if (marker === SOS) {
      const stop = scanEnd(image, offset);
      if (stop === null) return null;
      body.push(whole, image.subarray(offset, stop));
      offset = stop;
    } else {
      body.push(whole);
    }
  }
  return null;
}
