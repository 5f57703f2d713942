// What an uploaded file really is, judged by its content (magic bytes, via file-type) and never
// by its name or the type the browser claims; only the types the contract lists are accepted.
import { fileTypeFromBuffer } from 'file-type';

const allowed: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/heic': 'heic',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};
// An old Word file is an OLE compound file, which other Office files are too: only the name tells.
const WORD_97 = { mime_type: 'application/msword', extension: 'doc' };

export interface FileKind {
  mime_type: string;
  extension: string;
}

/** The file's kind, or null when its content is none of the allowed types. */
export async function inspectFile(data: Buffer, filename: string): Promise<FileKind | null> {
  const detected = await fileTypeFromBuffer(data);
  if (!detected) return null;
  if (detected.ext === 'cfb') return /\.doc$/i.test(filename) ? WORD_97 : null;
  const extension = allowed[detected.mime];
  return extension ? { mime_type: detected.mime, extension } : null;
}

/** A file name safe to store and to send back in a header: no path, no control characters. */
export function cleanName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    // Control characters would break the Content-Disposition header; the rest are unsafe on disks.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  return (cleaned || fallback).slice(0, 200);
}
