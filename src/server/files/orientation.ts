// The one piece of EXIF a picture keeps: its orientation, without which a phone's upright photo
// shows on its side. Read from the original TIFF structure (EXIF in JPEG's APP1, PNG's eXIf) and
// written back as a TIFF of that single tag, so nothing else of the camera's data survives.

const ORIENTATION_TAG = 0x0112;
const SHORT = 3;

/** The orientation (1 to 8) the TIFF's first directory names, or null when it names none or is unreadable. */
export function orientationOf(tiff: Buffer): number | null {
  try {
    const order = tiff.toString('latin1', 0, 2);
    if (order !== 'II' && order !== 'MM') return null;
    const u16 = (at: number) => (order === 'II' ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
    const u32 = (at: number) => (order === 'II' ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
    if (u16(2) !== 42) return null;
    const directory = u32(4);
    const entries = u16(directory);
    for (let index = 0; index < entries; index += 1) {
      const entry = directory + 2 + index * 12;
      if (u16(entry) !== ORIENTATION_TAG) continue;
      const value = u16(entry + 2) === SHORT ? u16(entry + 8) : 0;
      return value >= 1 && value <= 8 ? value : null;
    }
    return null;
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/** A big-endian TIFF whose only directory holds only the orientation. */
export function orientationTiff(orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write('MM\0\x2a', 0, 'latin1');
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(1, 8);
  tiff.writeUInt16BE(ORIENTATION_TAG, 10);
  tiff.writeUInt16BE(SHORT, 12);
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt16BE(orientation, 18);
  // Bytes 20 to 25: the value's padding and a next-directory offset of 0.
  return tiff;
}

/** Whether the orientation is worth keeping: 1 is what a picture without one shows anyway. */
export const turned = (orientation: number | null): orientation is number => orientation !== null && orientation !== 1;
