/**
 * Multipart POSTs to the tenant API, typed from the contract like the JSON calls: the path must be
 * an operation whose request body is `multipart/form-data`, and the fields are that body's schema
 * (files are `Blob`s where the contract says `format: binary`). They go through XMLHttpRequest,
 * because fetch cannot report the bytes sent and the customer should see a long upload move. The
 * bearer token comes from the same store the API client reads. Uploads run one at a time (core §4:
 * a second upload waits while one runs): each joins the end of one queue.
 */
import type { paths } from '../../generated/portal';
import { tokenStore } from './token-store';

type MultipartBody<Operation> = Operation extends { requestBody: { content: { 'multipart/form-data': infer Body } } } ? Body : never;

/** The tenant API's paths whose POST takes a multipart body. */
export type MultipartPath = {
  [Path in keyof paths]: MultipartBody<paths[Path]['post']> extends never ? never : Path;
}[keyof paths];

/** The form fields of the multipart POST to `Path`, as the contract names and types them. */
export type MultipartFields<Path extends MultipartPath> = MultipartBody<paths[Path]['post']>;

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

type FieldValue = string | number | boolean | Blob | readonly Blob[] | undefined;

/** The FormData of `fields`: a list of files is one part per file under the field's name. */
export function formDataOf(fields: Readonly<Record<string, FieldValue>>): FormData {
  const form = new FormData();
  const append = (name: string, value: Blob | string) =>
    value instanceof Blob ? form.append(name, value, value instanceof File ? value.name : name) : form.append(name, value);
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const file of value as readonly Blob[]) append(name, file);
    else append(name, value instanceof Blob ? value : String(value));
  }
  return form;
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

/** POSTs `fields` as multipart to `path` once the uploads before it are done. */
export function postMultipart<Path extends MultipartPath>(path: Path, fields: MultipartFields<Path>, options: MultipartOptions = {}): Promise<MultipartAnswer> {
  const form = formDataOf(fields as Readonly<Record<string, FieldValue>>);
  const turn = queue.then(async () => send(path, form, options, await tokenStore.freshAccessToken()));
  queue = turn.catch(() => undefined);
  return turn;
}

/** Whether the answer is a 2xx. */
export const succeeded = (answer: MultipartAnswer): boolean => answer.status >= 200 && answer.status < 300;

/** The message key of an error answer (`error.code` of the contract's Error), if it has one. */
export function errorCodeOf(answer: MultipartAnswer): string | null {
  const body = answer.body as { error?: { code?: unknown } } | null;
  return typeof body?.error?.code === 'string' ? body.error.code : null;
}

/** The id of a 201 {success, id} answer. */
export function uploadedId(answer: MultipartAnswer): number | null {
  const body = answer.body as { success?: boolean; id?: number } | null;
  return succeeded(answer) && body?.success && typeof body.id === 'number' ? body.id : null;
}
