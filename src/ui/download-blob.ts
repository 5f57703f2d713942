// Saving a Blob the portal fetched (a document, the data archive) as a file of the browser's.

/** Hands `blob` to the browser as a download named `name`. */
export function downloadBlob(blob: Blob, name: string, extension: string | null): void {
  const url = URL.createObjectURL(blob);
  const anchor = window.document.createElement('a');
  anchor.href = url;
  anchor.download = extension && !name.toLowerCase().endsWith(`.${extension}`) ? `${name}.${extension}` : name;
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
