/**
 * Multipart POSTs to the tenant API through XMLHttpRequest, because fetch cannot report the bytes
 * sent and the customer should see a long upload move. The bearer token comes from the same store
 * the API client reads. Uploads run one at a time (core §4: a second upload waits while one runs):
 * each joins the end of one queue.
 */
import { tokenStore } from '../../../api/token-store';

export interface MultipartAnswer {
  status: number;
  /** The parsed JSON body, or null. */
  body: unknown;
}

export interface MultipartOptions {
  idempotencyKey?: string;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

let queue: Promise<unknown> = Promise.resolve();

function send(path: string, form: FormData, options: MultipartOptions, token: string | null): Promise<MultipartAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api${path}`);
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    if (options.idempotencyKey) request.setRequestHeader('Idempotency-Key', options.idempotencyKey);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // A proxy's HTML error page: the status says enough.
      }
      if (request.status === 401) tokenStore.reportAuthFailure();
      resolve({ status: request.status, body });
    };
    request.onerror = () => reject(new Error('network'));
    request.onabort = () => reject(new Error('aborted'));
    options.signal?.addEventListener('abort', () => request.abort());
    request.send(form);
  });
}

/** POSTs `form` to `path` once the uploads before it are done. */
export function postMultipart(path: string, form: FormData, options: MultipartOptions = {}): Promise<MultipartAnswer> {
  const turn = queue.then(async () => send(path, form, options, await tokenStore.freshAccessToken()));
  queue = turn.catch(() => undefined);
  return turn;
}

/** The id of a 201 {success, id} answer. */
export function uploadedId(answer: MultipartAnswer): number | null {
  const body = answer.body as { success?: boolean; id?: number } | null;
  return answer.status >= 200 && answer.status < 300 && body?.success && typeof body.id === 'number' ? body.id : null;
}
