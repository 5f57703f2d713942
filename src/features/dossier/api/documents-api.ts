/**
 * Opening and deleting documents (core §7): a customer document answers the file itself, an
 * office document JSON with mime_type and base64 content; both become a Blob for the viewer.
 */
import { queryOptions } from '@tanstack/react-query';
import { portalClient } from '../../../api/client';
import { postMultipart, uploadedId, type MultipartAnswer, type MultipartOptions } from '../../../api/multipart';
import { queryKeys } from '../../../api/query-keys';
import type { Document } from '../documents/document-rules';
import type { UploadFailure } from '../uploads/upload.machine';
import { uploadFields, type UploadScreen, type UploadTarget } from './upload-target';

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
  const offer = /^\/customer\/offers\/\d+\/(document|signed_document)$/.exec(document.link)?.[1];
  const { data } =
    offer === 'document'
      ? await portalClient.GET('/customer/offers/{id}/document', { params: { path: { id: document.id } }, parseAs: 'blob' })
      : offer === 'signed_document'
        ? await portalClient.GET('/customer/offers/{id}/signed_document', { params: { path: { id: document.id } }, parseAs: 'blob' })
        : await portalClient.GET('/customer/document/{id}', { params: { path: { id: document.id } }, parseAs: 'blob' });
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

/** The office's documents, read again every `refetchInterval` ms (the office adds them behind the customer's back). */
export const officeDocumentsQuery = (refetchInterval: number) =>
  queryOptions({ queryKey: queryKeys.officeDocuments, queryFn: ({ signal }) => fetchTenantDocuments(signal), refetchInterval });

/** The file of an opened document, not kept once the viewer closes. */
export const documentFileQuery = (document: ViewableDocument) =>
  queryOptions({ queryKey: queryKeys.documentFile(document.link), queryFn: () => fetchDocumentFile(document), retry: false, gcTime: 0 });

/** The server's refusal of an upload, as the upload machine tells it (core §8). */
function failureOf(answer: MultipartAnswer): UploadFailure {
  if (answer.status === 413) return 'file_size';
  if (answer.status === 415) return 'file_type';
  return 'failed';
}

export type UploadOutcome = { id: number } | { failure: UploadFailure };

/** Uploads `file` to `target` (POST /customer/document), after the uploads before it. */
export async function uploadDocument(file: File, target: UploadTarget, screen: UploadScreen | undefined, options: MultipartOptions): Promise<UploadOutcome> {
  const answer = await postMultipart('/customer/document', uploadFields(file, target, screen), options);
  const id = uploadedId(answer);
  return id === null ? { failure: failureOf(answer) } : { id };
}
