// Pictures made in code, each carrying metadata in every place its container offers (EXIF, XMP,
// IPTC, comments, private chunks, free-form boxes, data after the end) with the word SECRET in
// each, so a test can show that none of it survives and that the picture and orientation do.
import { pngChunk } from '../../../../src/server/files/png';
import { png } from '../../../../src/server/seed/files';
import { box, heicWithGps } from './heic-file';

export const SECRET = 'SECRET';

/** A little-endian TIFF with the camera's make and an orientation, as cameras write it. */
export function cameraTiff(orientation: number): Buffer {
  const tiff = Buffer.alloc(38);
  tiff.write('II*\0', 0, 'latin1');
  tiff.writeUInt32LE(8, 4);
  tiff.writeUInt16LE(2, 8);
  tiff.writeUInt16LE(0x010f, 10);
  tiff.writeUInt16LE(2, 12);
  tiff.writeUInt32LE(11, 14);
  tiff.writeUInt32LE(38, 18);
  tiff.writeUInt16LE(0x0112, 22);
  tiff.writeUInt16LE(3, 24);
  tiff.writeUInt32LE(1, 26);
  tiff.writeUInt16LE(orientation, 30);
  return Buffer.concat([tiff, Buffer.from(`CAM ${SECRET}\0`, 'latin1')]);
}

const jpegSegment = (marker: number, data: Buffer | string) => {
  const body = typeof data === 'string' ? Buffer.from(data, 'latin1') : data;
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
};

/** The scan's coded data, with a stuffed 0xFF and a restart marker in it. */
export const JPEG_SCAN = Buffer.concat([Buffer.from('PIXELS'), Buffer.from([0xff, 0x00]), Buffer.from('MORE'), Buffer.from([0xff, 0xd0]), Buffer.from('END')]);
export const ICC = Buffer.from('ICC_PROFILE\0\x01\x01icc-colour-bytes', 'latin1');

export function jpegWithMetadata(orientation = 6): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    jpegSegment(0xe0, Buffer.concat([Buffer.from('JFIF\0\x01\x02\x00\x00\x48\x00\x48\x01\x01', 'latin1'), Buffer.from(SECRET.slice(0, 3))])),
    jpegSegment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), cameraTiff(orientation)])),
    jpegSegment(0xe1, `http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>XMP ${SECRET}</x:xmpmeta>`),
    jpegSegment(0xe2, ICC),
    jpegSegment(0xed, `Photoshop 3.0\x008BIM\x04\x04IPTC ${SECRET}`),
    jpegSegment(0xfe, `COMMENT ${SECRET}`),
    jpegSegment(0xdb, Buffer.alloc(65, 1)),
    jpegSegment(0xc0, Buffer.from([8, 0, 1, 0, 1, 1, 1, 0x11, 0])),
    jpegSegment(0xc4, Buffer.alloc(20, 2)),
    jpegSegment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
    JPEG_SCAN,
    Buffer.from([0xff, 0xd9]),
    Buffer.from(`TRAILER ${SECRET}`),
  ]);
}

export function pngWithMetadata(orientation = 8): Buffer {
  const plain = png(4, 4).content;
  const header = plain.subarray(0, 33);
  const rest = plain.subarray(33);
  return Buffer.concat([
    header,
    pngChunk('gAMA', Buffer.from([0, 0, 0xb1, 0x8f])),
    pngChunk('tEXt', Buffer.from(`Comment\0${SECRET}`)),
    pngChunk('iTXt', Buffer.from(`XML:com.adobe.xmp\0\0\0\0\0<x:xmpmeta>${SECRET}</x:xmpmeta>`)),
    pngChunk('prVt', Buffer.from(`private ${SECRET}`)),
    pngChunk('eXIf', cameraTiff(orientation)),
    rest,
    Buffer.from(`TRAILER ${SECRET}`),
  ]);
}

/** The PNG with one byte of a checksum changed: a damaged file. */
export function pngWithBadChecksum(): Buffer {
  const image = Buffer.from(png(4, 4).content);
  image.writeUInt8(image.readUInt8(29) ^ 0xff, 29);
  return image;
}

const XMP_UUID = Buffer.from('be7acfcb97a942e89c71999491e3afac', 'hex');

export function heicWithXmpBoxes(): Buffer {
  return Buffer.concat([
    heicWithGps(),
    box('uuid', XMP_UUID, Buffer.from(`<x:xmpmeta>${SECRET}</x:xmpmeta>`)),
    box('free', Buffer.from(`left over ${SECRET}`)),
  ]);
}

export const GIF_IMAGE = Buffer.from([0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0]);
export const GIF_LOOP = Buffer.concat([Buffer.from([0x21, 0xff, 11]), Buffer.from('NETSCAPE2.0'), Buffer.from([3, 1, 0, 0, 0])]);

export function gifWithMetadata(): Buffer {
  const subBlocks = (text: string) => Buffer.concat([Buffer.from([text.length]), Buffer.from(text, 'latin1'), Buffer.from([0])]);
  return Buffer.concat([
    Buffer.from('GIF89a', 'latin1'),
    Buffer.from([1, 0, 1, 0, 0x80, 0, 0]),
    Buffer.from([0, 0, 0, 255, 255, 255]),
    GIF_LOOP,
    Buffer.concat([Buffer.from([0x21, 0xff, 11]), Buffer.from('XMP DataXMP'), subBlocks(`<x:xmpmeta>${SECRET}</x:xmpmeta>`)]),
    Buffer.concat([Buffer.from([0x21, 0xfe]), subBlocks(`COMMENT ${SECRET}`)]),
    Buffer.from([0x21, 0xf9, 4, 0, 10, 0, 0, 0]),
    GIF_IMAGE,
    Buffer.from([0x3b]),
    Buffer.from(`TRAILER ${SECRET}`),
  ]);
}
