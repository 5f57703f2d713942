// The customer's documents: the list grouped by category, and the file itself.
import { notImplemented, RawReply } from '../../contract/handlers';
import { notFound } from '../../http-error';
import type { PortalHandlers, Schemas } from '../types';
import { documentAnswer, sectionName } from './document-answer';

/** Types the portal's viewer shows in place; everything else downloads. SVG can carry script. */
const inlineTypes = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'text/plain']);

function disposition(kind: 'inline' | 'attachment', name: string, extension: string) {
  const file = name.toLowerCase().endsWith(`.${extension}`) ? name : `${name}.${extension}`;
  const ascii = file.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file)}`;
}

export const documentHandlers = {
  getDocuments: async (_input, { customer }) => {
    const grouped: Record<string, Schemas['Document'][]> = {};
    for (const row of await customer.documents()) {
      (grouped[sectionName(row.category)] ??= []).push(documentAnswer(row, customer.customerId));
    }
    return grouped;
  },
  getDocument: async ({ params }, { customer }) => {
    const row = await customer.document(params.id);
    if (!row) throw notFound();
    const kind = inlineTypes.has(row.mime_type) ? 'inline' : 'attachment';
    return new RawReply(200, Buffer.from(row.content), {
      'content-type': row.mime_type,
      'content-disposition': disposition(kind, row.name, row.extension),
      'x-content-type-options': 'nosniff',
      // Even if a browser renders the file, it runs nothing and loads nothing.
      'content-security-policy': "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
      'cache-control': 'private, no-store',
    });
  },
  postDocument: notImplemented,
  deleteDocument: notImplemented,
} satisfies Partial<PortalHandlers>;
