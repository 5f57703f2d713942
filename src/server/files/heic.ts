// A HEIC photo (an ISO base media file) keeps where and when it was taken as items of its `meta`
// box: an `Exif` item and XMP as a `mime` item of type application/rdf+xml, their bytes placed by
// the `iloc` box, usually inside `mdat`, and XMP also in a `uuid` or `free` box of its own (issue
// 38). Those bytes are overwritten with zeros in place, so no
// offset in the file moves and the picture itself stays exactly as it was. A file whose boxes do
// not add up, or that places its metadata in a way not handled here, is reported (null) rather
// than kept with its metadata.

class Broken extends Error {}

interface Box {
  type: string;
  /** Where the box's content starts (after its header) and where the box ends. */
  content: number;
  end: number;
}

/** Reads big-endian numbers within [offset, end), refusing to read past it. */
class Cursor {
  constructor(
    private readonly data: Buffer,
    public offset: number,
    private readonly end: number,
  ) {}

  uint(bytes: number): number {
    if (this.offset + bytes > this.end) throw new Broken();
    const at = this.offset;
    this.offset += bytes;
    if (bytes === 0) return 0;
    if (bytes === 1) return this.data.readUInt8(at);
    if (bytes === 2) return this.data.readUInt16BE(at);
    if (bytes === 4) return this.data.readUInt32BE(at);
    if (bytes === 8) return Number(this.data.readBigUInt64BE(at));
    throw new Broken();
  }

  skip(bytes: number) {
    if (this.offset + bytes > this.end) throw new Broken();
    this.offset += bytes;
  }

  text(bytes: number): string {
    if (this.offset + bytes > this.end) throw new Broken();
    this.offset += bytes;
    return this.data.toString('latin1', this.offset - bytes, this.offset);
  }

  /** A NUL-terminated string. */
  string(): string {
    const nul = this.data.indexOf(0, this.offset);
    if (nul < 0 || nul >= this.end) throw new Broken();
    const value = this.data.toString('utf8', this.offset, nul);
    this.offset = nul + 1;
    return value;
  }
}

function boxes(data: Buffer, start: number, end: number): Box[] {
  const found: Box[] = [];
  const cursor = new Cursor(data, start, end);
  while (cursor.offset < end) {
    const at = cursor.offset;
    let size = cursor.uint(4);
    const type = cursor.text(4);
    if (size === 1) size = cursor.uint(8);
    else if (size === 0) size = end - at;
    if (size < cursor.offset - at || at + size > end) throw new Broken();
    found.push({ type, content: cursor.offset, end: at + size });
    cursor.offset = at + size;
  }
  return found;
}

/** The ids of the items that carry metadata (EXIF, XMP), from the item information box. */
function metadataItems(data: Buffer, iinf: Box): Set<number> {
  const header = new Cursor(data, iinf.content, iinf.end);
  const version = header.uint(1);
  header.skip(3);
  header.uint(version === 0 ? 2 : 4);
  const ids = new Set<number>();
  for (const infe of boxes(data, header.offset, iinf.end)) {
    if (infe.type !== 'infe') continue;
    const cursor = new Cursor(data, infe.content, infe.end);
    const infeVersion = cursor.uint(1);
    cursor.skip(3);
    // Versions before 2 carry no item type, so what they hold cannot be told.
    if (infeVersion < 2) throw new Broken();
    const id = cursor.uint(infeVersion === 2 ? 2 : 4);
    cursor.uint(2);
    const itemType = cursor.text(4);
    cursor.string();
    const contentType = itemType === 'mime' ? cursor.string() : '';
    if (itemType === 'Exif' || contentType.includes('xml')) ids.add(id);
  }
  return ids;
}

/** The byte ranges of the given items, from the item location box. */
function itemRanges(data: Buffer, iloc: Box, idat: Box | undefined, ids: Set<number>): [number, number][] {
  const cursor = new Cursor(data, iloc.content, iloc.end);
  const version = cursor.uint(1);
  cursor.skip(3);
  const sizes = cursor.uint(1);
  const more = cursor.uint(1);
  const [offsetSize, lengthSize, baseSize] = [sizes >> 4, sizes & 15, more >> 4];
  const indexSize = version === 1 || version === 2 ? more & 15 : 0;
  const count = cursor.uint(version < 2 ? 2 : 4);
  const ranges: [number, number][] = [];
  const located = new Set<number>();
  for (let item = 0; item < count; item += 1) {
    const id = cursor.uint(version < 2 ? 2 : 4);
    const method = version === 1 || version === 2 ? cursor.uint(2) & 15 : 0;
    const reference = cursor.uint(2);
    const base = cursor.uint(baseSize);
    const extents = cursor.uint(2);
    for (let extent = 0; extent < extents; extent += 1) {
      cursor.skip(indexSize);
      const offset = base + cursor.uint(offsetSize);
      const length = cursor.uint(lengthSize);
      if (!ids.has(id)) continue;
      // Only bytes in this file (not another file, not built from other items) can be cleared.
      if (reference !== 0 || length === 0 || method > 1 || (method === 1 && !idat)) throw new Broken();
      const [start, limit] = method === 1 ? [idat!.content + offset, idat!.end] : [offset, data.length];
      if (start + length > limit) throw new Broken();
      ranges.push([start, start + length]);
      located.add(id);
    }
  }
  // An item named but not placed could hide anywhere: not cleaned, so not kept.
  if (located.size !== ids.size) throw new Broken();
  return ranges;
}

/** Boxes any writer may fill with anything (XMP in a `uuid`, left-overs in `free` or `skip`); no reader needs their content. */
const FREE_FORM = new Set(['uuid', 'free', 'skip']);

/** The HEIC with its EXIF and XMP items and its free-form boxes zeroed, or null when that cannot be done safely. */
export function heicWithoutMetadata(image: Buffer): Buffer | null {
  try {
    const top = boxes(image, 0, image.length);
    const meta = top.find((box) => box.type === 'meta');
    if (!meta) return null;
    const inMeta = boxes(image, meta.content + 4, meta.end);
    const iinf = inMeta.find((box) => box.type === 'iinf');
    const iloc = inMeta.find((box) => box.type === 'iloc');
    const ids = iinf ? metadataItems(image, iinf) : new Set<number>();
    if (ids.size > 0 && !iloc) return null;
    const cleaned = Buffer.from(image);
    for (const box of [...top, ...inMeta]) if (FREE_FORM.has(box.type)) cleaned.fill(0, box.content, box.end);
    if (ids.size === 0) return cleaned;
    const idat = inMeta.find((box) => box.type === 'idat');
    for (const [start, end] of itemRanges(image, iloc!, idat, ids)) cleaned.fill(0, start, end);
    return cleaned;
  } catch (error) {
    if (error instanceof Broken || error instanceof RangeError) return null;
    throw error;
  }
}
