// A GIF's block walk: the screen, colour tables, images and what animates them (graphic control,
// the NETSCAPE/ANIMEXTS loop) are kept; comments and other applications' blocks (XMP among them)
// and anything after the trailer go. A file whose blocks do not add up is reported (null).

const TRAILER = 0x3b;
const IMAGE = 0x2c;
const EXTENSION = 0x21;
const GRAPHIC_CONTROL = 0xf9;
const PLAIN_TEXT = 0x01;
const APPLICATION = 0xff;
const LOOPS = new Set(['NETSCAPE2.0', 'ANIMEXTS1.0']);

class Broken extends Error {}

/** Where the data sub-blocks that start at `at` end (after their zero terminator). */
function subBlocksEnd(image: Buffer, at: number): number {
  let offset = at;
  for (;;) {
    if (offset >= image.length) throw new Broken();
    const size = image[offset]!;
    offset += 1 + size;
    if (size === 0) return offset;
  }
}

const colourTable = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 7) + 1) : 0);

/** The GIF with only its pictures and animation, or null when its structure is broken. */
export function gifWithoutMetadata(image: Buffer): Buffer | null {
  try {
    const version = image.toString('latin1', 0, 6);
    if ((version !== 'GIF87a' && version !== 'GIF89a') || image.length < 13) return null;
    let offset = 13 + colourTable(image[10]!);
    const kept: Buffer[] = [image.subarray(0, offset)];
    while (offset < image.length) {
      const start = offset;
      const introducer = image[offset]!;
      if (introducer === TRAILER) return Buffer.concat([...kept, Buffer.from([TRAILER])]);
      if (introducer === IMAGE) {
        if (offset + 10 > image.length) return null;
        offset = subBlocksEnd(image, offset + 10 + colourTable(image[offset + 9]!) + 1);
        kept.push(image.subarray(start, offset));
      } else if (introducer === EXTENSION) {
        const label = image[offset + 1];
        offset = subBlocksEnd(image, offset + 2);
        const identifier = image.toString('latin1', start + 3, start + 14);
        const keep = label === GRAPHIC_CONTROL || label === PLAIN_TEXT || (label === APPLICATION && image[start + 2] === 11 && LOOPS.has(identifier));
        if (keep) kept.push(image.subarray(start, offset));
      } else {
        return null;
      }
    }
    return null;
  } catch (error) {
    if (error instanceof Broken) return null;
    throw error;
  }
}
