// A document row as the contract's Document. Deletable only while the row allows it and within
// 60 minutes of creation (core §9); the server checks the same rule when deleting.
import { RawReply } from '../../contract/handlers';
import type { Schemas } from '../types';

export const DELETE_WINDOW_MS = 60 * 60 * 1000;

const sections: Record<string, { name: string; id: number }> = {
  klanten: { name: 'Klanten', id: 1 },
  polissen: { name: 'Polissen', id: 2 },
  hypotheken: { name: 'Hypotheken', id: 3 },
};

export const sectionName = (category: string) => sections[category]?.name ?? category;

export function isDeletable(row: { deletable: boolean; created_at: Date }, now: Date): boolean {
  return row.deletable && now.getTime() - row.created_at.getTime() < DELETE_WINDOW_MS;
}

interface DocumentRow {
  id: number;
  category: string;
  name: string;
  mime_type: string;
  extension: string;
  filesize: number;
  deletable: boolean;
  data: Record<string, unknown>;
  created_at: Date;
}

export function documentAnswer(row: DocumentRow, customerId: number, now: Date): Schemas['Document'] {
  const created = row.created_at.toISOString();
  return {
    type: null,
    damage_id: null,
    mortgage_id: null,
    policy_id: null,
    mortgage_progress_id: null,
    damage_progress_id: null,
    updated_at: created,
    ...row.data,
    id: row.id,
    name: row.name,
    link: `/customer/document/${row.id}`,
    mime_type: row.mime_type,
    customer_id: customerId,
    documentcategory_id: sections[row.category]?.id ?? null,
    extension: row.extension,
    filesize: row.filesize,
    is_tenant_document: false,
    deletable: isDeletable(row, now),
    created_at: created,
  } as Schemas['Document'];
}

function disposition(kind: 'inline' | 'attachment', name: string, extension: string) {
  const file = name.toLowerCase().endsWith(`.${extension}`) ? name : `${name}.${extension}`;
  const ascii = file.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file)}`;
}

/** The file itself, shown in place (`inline`) or saved (`attachment`) under its name. */
export function fileReply(row: { content: Uint8Array; mime_type: string; name: string; extension: string }, kind: 'inline' | 'attachment'): RawReply {
  return new RawReply(200, Buffer.from(row.content), {
    'content-type': row.mime_type,
    'content-disposition': disposition(kind, row.name, row.extension),
    'x-content-type-options': 'nosniff',
    // Even if a browser renders the file, it runs nothing and loads nothing.
    'content-security-policy': "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
    'cache-control': 'private, no-store',
  });
}
