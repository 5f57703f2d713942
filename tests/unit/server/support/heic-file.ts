// A minimal HEIC file made in code: ftyp, a meta box naming a picture item and an EXIF item (with
// a GPS position) and placing both in mdat, so metadata removal can be tested without a binary.
export const box = (type: string, ...parts: Buffer[]) => {
  const content = Buffer.concat(parts);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + content.length);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, content]);
};
const fullBox = (type: string, version: number, ...parts: Buffer[]) => box(type, Buffer.from([version, 0, 0, 0]), ...parts);
const u16 = (value: number) => Buffer.from([value >> 8, value & 255]);
const u32 = (value: number) => {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(value);
  return out;
};
const infe = (id: number, type: string) => fullBox('infe', 2, u16(id), u16(0), Buffer.from(type, 'latin1'), Buffer.from([0]));

export const HEIC_GPS = 'GPS 52.3731 N 4.8922 E';
export const HEIC_PICTURE = Buffer.from('hvc1-coded-picture-data '.repeat(20));

export function heicWithGps(): Buffer {
  const exif = Buffer.concat([u32(0), Buffer.from(`MM\0*\0\0\0\x08${HEIC_GPS}`, 'latin1')]);
  const ftyp = box('ftyp', Buffer.from('heic', 'latin1'), u32(0), Buffer.from('mif1heic', 'latin1'));
  // iloc version 0: 4-byte offsets and lengths, no base offset; two items of one extent each.
  const iloc = (pictureAt: number, exifAt: number) =>
    fullBox(
      'iloc',
      0,
      Buffer.from([0x44, 0x00]),
      u16(2),
      u16(1),
      u16(0),
      u16(1),
      u32(pictureAt),
      u32(HEIC_PICTURE.length),
      u16(2),
      u16(0),
      u16(1),
      u32(exifAt),
      u32(exif.length),
    );
  const meta = (pictureAt: number, exifAt: number) =>
    fullBox(
      'meta',
      0,
      fullBox('hdlr', 0, u32(0), Buffer.from('pict', 'latin1'), Buffer.alloc(13)),
      fullBox('iinf', 0, u16(2), infe(1, 'hvc1'), infe(2, 'Exif')),
      iloc(pictureAt, exifAt),
    );
  const dataAt = ftyp.length + meta(0, 0).length + 8;
  return Buffer.concat([ftyp, meta(dataAt, dataAt + HEIC_PICTURE.length), box('mdat', HEIC_PICTURE, exif)]);
}
