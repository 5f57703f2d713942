// Mail attachments and inline images point at the documents API (`/customer/document/{id}`),
// which wants the bearer token: a plain <img src> or link could not send it, so the file is
// fetched with the portal client and shown through a blob URL.
import { portalClient } from './client';

const DOCUMENT_LINK = /\/customer\/document\/(\d+)(?:[/?#]|$)/;

/** The document id in a display link, or null for a link the portal cannot open itself. */
export function documentIdOf(link: string): number | null {
  const match = DOCUMENT_LINK.exec(link);
  return match ? Number(match[1]) : null;
}

export async function fetchAttachmentBlob(link: string, signal?: AbortSignal): Promise<Blob> {
  const id = documentIdOf(link);
  if (id === null) throw new Error(`not a document link: ${link}`);
  const { data, response } = await portalClient.GET('/customer/document/{id}', { params: { path: { id } }, parseAs: 'blob', signal });
  if (!data) throw new Error(`document ${id} answered ${response.status}`);
  return data;
}

/** Saves a fetched attachment under its own name (a download is never stopped by a popup blocker). */
export async function downloadAttachment(link: string, name: string): Promise<void> {
  const url = URL.createObjectURL(await fetchAttachmentBlob(link));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.click();
  // The click has handed the file to the browser; the URL is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
