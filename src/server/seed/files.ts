// Small, valid demo files made in code, so the demo data ships no binaries: a one-page PDF with
// text, a PNG of a given size and colour, an SVG, plain text.
import { deflateSync } from 'node:zlib';
import { pngChunk } from '../files/png';

export interface DemoFile {
  mime_type: string;
  extension: string;
  content: Buffer;
}

/** A one-page A4 PDF showing the given lines (Helvetica, Latin-1 text). */
export function pdf(lines: string[]): DemoFile {
  const escape = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`);
  const stream = ['BT', '/F1 14 Tf', '72 770 Td', '18 TL', ...lines.map((line) => `(${escape(line)}) '`), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { mime_type: 'application/pdf', extension: 'pdf', content: Buffer.from(body, 'latin1') };
}

/** Encodes an RGB picture, one [r, g, b] per pixel, as PNG. */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => [number, number, number]): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) row.set(pixel(x, y), 1 + x * 3);
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const rgb = (hex: string): [number, number, number] => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) as [number, number, number];

/** A PNG with a diagonal gradient from `from` to `to` (hex colours), so it reads as a picture. */
export function png(width: number, height: number, from = '#00529B', to = '#E8F1FA'): DemoFile {
  const [a, b] = [rgb(from), rgb(to)];
  const content = encodePng(width, height, (x, y) => {
    const t = (x / width + y / height) / 2;
    return [0, 1, 2].map((c) => Math.round(a[c]! + (b[c]! - a[c]!) * t)) as [number, number, number];
  });
  return { mime_type: 'image/png', extension: 'png', content };
}

export function svg(title: string, colour: string): DemoFile {
  const text = title.replace(/[<>&]/g, '');
  const content = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120" viewBox="0 0 320 120"><rect width="320" height="120" rx="12" fill="${colour}"/><text x="160" y="68" font-family="sans-serif" font-size="22" fill="#fff" text-anchor="middle">${text}</text></svg>`;
  return { mime_type: 'image/svg+xml', extension: 'svg', content: Buffer.from(content) };
}

/**
 * An office's word mark: shown about 40 px high (sign-in header, menu), so the text fills most of
 * a wide, low picture and reads at the size of a heading rather than being scaled down to a speck.
 */
export function logoSvg(name: string, colour: string): DemoFile {
  const text = name.replace(/[<>&]/g, '');
  const content = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="48" viewBox="0 0 200 48"><rect width="200" height="48" rx="8" fill="${colour}"/><text x="100" y="34" font-family="sans-serif" font-size="28" font-weight="700" fill="#fff" text-anchor="middle">${text}</text></svg>`;
  return { mime_type: 'image/svg+xml', extension: 'svg', content: Buffer.from(content) };
}

export function text(content: string): DemoFile {
  return { mime_type: 'text/plain', extension: 'txt', content: Buffer.from(content, 'utf8') };
}

export function dataUrl(file: DemoFile): string {
  return `data:${file.mime_type};base64,${file.content.toString('base64')}`;
}
