/**
 * One requested document's upload (core §4): none → pickDocument → confirmDocument →
 * uploadDocument → success | failure. The idempotency key is made when the customer confirms a
 * file and kept by a retry, so a retry after a lost answer never stores the file twice.
 * Plain TypeScript: the sending is the `send` actor, provided by the hook (and by fakes in tests).
 */
import { assign, setup } from 'xstate';
import { unprovidedCallback } from '../../../lib/unprovided';

export type UploadFailure = 'file_size' | 'file_type' | 'failed';

/** What the send actor reports back while and after sending. */
export type SendReport = { type: 'PROGRESS'; fraction: number } | { type: 'SENT'; id: number } | { type: 'FAILED'; reason: UploadFailure };

export interface SendInput {
  file: File;
  idempotencyKey: string;
}

export type UploadEvent =
  { type: 'PICK' } | { type: 'CHOOSE'; file: File } | { type: 'CONFIRM' } | { type: 'CANCEL' } | { type: 'RETRY' } | { type: 'RESET' } | SendReport;

export interface UploadContext {
  file: File | null;
  idempotencyKey: string | null;
  /** Share of the bytes sent, 0 to 1; null until the first report (waiting for another upload). */
  progress: number | null;
  failure: UploadFailure | null;
  documentId: number | null;
}

export interface UploadInput {
  /** Makes an idempotency key; tests pass a counter. */
  createKey?: () => string;
}

const initialContext: UploadContext = { file: null, idempotencyKey: null, progress: null, failure: null, documentId: null };

export const uploadMachine = setup({
  types: {
    context: {} as UploadContext & { createKey: () => string },
    events: {} as UploadEvent,
    input: {} as UploadInput,
  },
  actors: {
    send: unprovidedCallback<SendInput>('send'),
  },
}).createMachine({
  id: 'upload',
  context: ({ input }) => ({ ...initialContext, createKey: input.createKey ?? (() => crypto.randomUUID()) }),
  initial: 'none',
  states: {
    none: {
      on: { PICK: 'pickDocument' },
    },
    pickDocument: {
      on: {
        CHOOSE: { target: 'confirmDocument', actions: assign({ file: ({ event }) => event.file }) },
        CANCEL: { target: 'none', actions: assign({ file: null }) },
      },
    },
    confirmDocument: {
      on: {
        // A new file is a new upload: it gets its own key.
        CONFIRM: { target: 'uploadDocument', actions: assign({ idempotencyKey: ({ context }) => context.createKey(), failure: null }) },
        CHOOSE: { actions: assign({ file: ({ event }) => event.file }) },
        CANCEL: { target: 'none', actions: assign({ file: null }) },
      },
    },
    uploadDocument: {
      entry: assign({ progress: null }),
      invoke: {
        src: 'send',
        input: ({ context }) => ({ file: context.file as File, idempotencyKey: context.idempotencyKey as string }),
      },
      on: {
        PROGRESS: { actions: assign({ progress: ({ event }) => Math.min(1, Math.max(0, event.fraction)) }) },
        SENT: { target: 'success', actions: assign({ documentId: ({ event }) => event.id, progress: 1 }) },
        FAILED: { target: 'failure', actions: assign({ failure: ({ event }) => event.reason }) },
      },
    },
    success: {
      on: { RESET: { target: 'none', actions: assign(initialContext) } },
    },
    failure: {
      on: {
        // The same file and the same key: the server stores it once, however often it is tried.
        RETRY: 'uploadDocument',
        CANCEL: { target: 'none', actions: assign(initialContext) },
      },
    },
  },
});

export type UploadState = 'none' | 'pickDocument' | 'confirmDocument' | 'uploadDocument' | 'success' | 'failure';
