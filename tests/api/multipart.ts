// Builds a real multipart/form-data body (the way a browser does, through FormData) for inject.
import { Readable } from 'node:stream';
export type Part = [field: string, value: string | { filename: string; data: Buffer; type?: string }];

export async function multipart(parts: Part[]): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [field, value] of parts) {
    if (typeof value === 'string') form.append(field, value);
    else form.append(field, new Blob([new Uint8Array(value.data)], { type: value.type ?? 'application/octet-stream' }), value.filename);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

export interface StreamedBody {
  stream: Readable;
  contentType: string;
  /** How many bytes the server has pulled from the body so far. */
  pulled(): number;
}

/**
 * A multipart body the server reads as a stream: the given parts, then a file of `fileBytes` under
 * `field` made only as it is read, so a test sees how much of it the server took. Without
 * `closing` the body breaks off at the end, as a dropped connection does.
 */
export async function streamedMultipart(parts: Part[], field: string, fileBytes: number, closing = true): Promise<StreamedBody> {
  const { payload, contentType } = await multipart(parts);
  const boundary = contentType.split('boundary=')[1]!;
  const head = Buffer.concat([
    payload.subarray(0, payload.length - `--${boundary}--\r\n`.length),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="groot.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`),
  ]);
  const tail = Buffer.from(closing ? `\r\n--${boundary}--\r\n` : '');
  const piece = Buffer.alloc(64 * 1024, 0x20);
  let pulled = 0;
  let left = fileBytes;
  function* chunks() {
    pulled += head.length;
    yield head;
    while (left > 0) {
      const next = piece.subarray(0, Math.min(piece.length, left));
      left -= next.length;
      pulled += next.length;
      yield next;
    }
    pulled += tail.length;
    if (tail.length) yield tail;
  }
  return { stream: Readable.from(chunks(), { objectMode: false }), contentType, pulled: () => pulled };
}
