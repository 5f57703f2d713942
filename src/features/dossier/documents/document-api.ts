/**
 * Opening and deleting documents (core §7): a customer document answers the file itself, an
 * office document JSON with mime_type and base64 content; both become a Blob for the viewer.
 */
import { portalClient } from '../../../api/client';
import type { Document } from './document-rules';

export type ViewableDocument = Pick<Document, 'id' | 'name' | 'mime_type' | 'extension' | 'link' | 'deletable' | 'created_at' | 'is_tenant_document'>;

const isOfficeDocument = (document: ViewableDocument) => document.is_tenant_document || document.link.includes('customer/tenant/document');

function fromBase64(content: string, mimeType: string): Blob {
  const bytes = Uint8Array.from(atob(content), (char) => char.charCodeAt(0));
  return new Blob([bytes], { type: mimeType });
}

/** The file of `document`; throws when it cannot be read (the viewer then says so). */
export async function fetchDocumentFile(document: ViewableDocument): Promise<Blob> {
  if (isOfficeDocument(document)) {
    const { data } = await portalClient.GET('/customer/tenant/document/{id}', { params: { path: { id: document.id } } });
    if (!data) throw new Error('not accessible');
    return fromBase64(data.content, data.mime_type);
  }
  const { data } = await portalClient.GET('/customer/document/{id}', { params: { path: { id: document.id } }, parseAs: 'blob' });
  if (!(data instanceof Blob)) throw new Error('not accessible');
  // The server's type wins over the browser's guess, so an svg stays an image.
  return data.type === document.mime_type ? data : new Blob([data], { type: document.mime_type });
}

export type DeleteOutcome = 'deleted' | 'refused' | 'failed';

/** Deletes `id`; 'refused' when the 60-minute window has passed (403 document_not_deletable). */
export async function deleteDocument(id: number): Promise<DeleteOutcome> {
  const { response } = await portalClient.DELETE('/customer/document/{id}', { params: { path: { id } } });
  if (response.ok) return 'deleted';
  return response.status === 403 ? 'refused' : 'failed';
}

/** The office's own documents (their own category on the documents screen). */
export async function fetchTenantDocuments(signal: AbortSignal): Promise<ViewableDocument[]> {
  const { data } = await portalClient.GET('/customer/tenant/document', { signal });
  if (!data) throw new Error('tenant documents not loaded');
  return data.map((document) => ({
    id: document.id,
    name: document.name,
    mime_type: document.mime_type,
    extension: document.extension,
    link: `/customer/tenant/document/${document.id}`,
    deletable: false,
    created_at: document.created_at,
    is_tenant_document: true,
  }));
}

/** Hands `blob` to the browser as a download named `name`. */
export function downloadBlob(blob: Blob, name: string, extension: string | null): void {
  const url = URL.createObjectURL(blob);
  const anchor = window.document.createElement('a');
  anchor.href = url;
  anchor.download = extension && !name.toLowerCase().endsWith(`.${extension}`) ? `${name}.${extension}` : name;
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
