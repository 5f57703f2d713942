/**
 * Documents' rules (core §2, §5, §9): deletable only when flagged and within 60 minutes of
 * creation, what the viewer can show inline, and search. The portal offers delete on the server's
 * `deletable` flag and lets the server's clock decide (a wrong clock in the browser must neither
 * hide a delete that is still allowed nor promise one that is not); the window here only tells the
 * customer until when.
 */
import type { components } from '../../../../generated/portal';

export type Document = components['schemas']['Document'];
export type TenantDocument = components['schemas']['TenantDocument'];

export const DELETION_WINDOW_MS = 60 * 60 * 1000;

/** The delete button shows on the server's flag. */
export const offersDelete = (document: Pick<Document, 'deletable'>): boolean => document.deletable;

/** The moment the 60-minute window closes. */
export const deletionEndsAt = (document: Pick<Document, 'created_at'>): number => Date.parse(document.created_at) + DELETION_WINDOW_MS;

export function canDelete(document: Pick<Document, 'deletable' | 'created_at'>, now: number): boolean {
  const created = Date.parse(document.created_at);
  return document.deletable && !Number.isNaN(created) && now - created < DELETION_WINDOW_MS;
}

export type ViewKind = 'image' | 'pdf' | 'text' | 'web';

const IMAGE_EXTENSIONS = ['png', 'jpg', 'gif', 'jpeg', 'svg'];

/** How the viewer shows a file: images (svg too, as <img>), PDF in a frame, text, else web content. */
export function viewKind(mimeType: string, extension: string | null): ViewKind {
  const ext = (extension ?? '').toLowerCase();
  if (IMAGE_EXTENSIONS.includes(ext) || /^image\/(png|jpe?g|gif|svg\+xml)$/.test(mimeType)) return 'image';
  if (mimeType === 'application/pdf' || ext === 'pdf') return 'pdf';
  if (mimeType.startsWith('text/plain') || ext === 'txt') return 'text';
  return 'web';
}

/** The documents whose name holds `query` (case-insensitive). */
export function searchDocuments<T extends { name: string }>(documents: readonly T[], query: string): T[] {
  const needle = query.trim().toLowerCase();
  return needle === '' ? [...documents] : documents.filter((document) => document.name.toLowerCase().includes(needle));
}

/** The documents of every category that `belongs` accepts (those of one mortgage or damage). */
export function documentsWhere(byCategory: Record<string, Document[]> | undefined, belongs: (document: Document) => boolean): Document[] {
  return Object.values(byCategory ?? {})
    .flat()
    .filter(belongs);
}
