/**
 * How the mail viewer gets a mail's files. Shared UI calls no server: the feature passes the calls
 * of src/api/attachment-blob.ts (through `useOpenedItemCalls`), and a story or a test its own.
 */
export interface AttachmentCalls {
  /** The file behind an attachment's display link (inline images are drawn from it). */
  fetch: (link: string, signal: AbortSignal) => Promise<Blob>;
  /** Saves an attachment under its own name. */
  download: (link: string, name: string) => Promise<void>;
}
