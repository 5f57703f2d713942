import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { fromCallback, type EventObject } from 'xstate';
import type { components } from '../../../../generated/portal';
import { refreshDossier } from '../shared/refresh-dossier';
import { uploadDocument } from '../api/documents-api';
import { uploadMachine, type SendInput, type SendReport, type UploadState } from './upload.machine';
import type { UploadTarget } from '../api/upload-target';

/** Core §9: the office's lists change a moment after an upload; read them again then. */
export const REFRESH_AFTER_UPLOAD_MS = 1500;

/** The upload machine for one target, sending through the shared queue. */
export function useUpload(target: UploadTarget, screen?: components['schemas']['UploadScreen']) {
  const queryClient = useQueryClient();
  const actor = useActorRef(
    uploadMachine.provide({
      actors: {
        send: fromCallback<EventObject, SendInput>(({ sendBack, input }) => {
          const controller = new AbortController();
          const report = (event: SendReport) => sendBack(event);
          uploadDocument(input.file, target, screen, {
            idempotencyKey: input.idempotencyKey,
            signal: controller.signal,
            onProgress: (fraction) => report({ type: 'PROGRESS', fraction }),
          })
            .then((outcome) => {
              if ('failure' in outcome) return report({ type: 'FAILED', reason: outcome.failure });
              report({ type: 'SENT', id: outcome.id });
              setTimeout(() => refreshDossier(queryClient), REFRESH_AFTER_UPLOAD_MS);
            })
            .catch(() => report({ type: 'FAILED', reason: 'failed' }));
          return () => controller.abort();
        }),
      },
    }),
    { input: {} },
  );
  const state = useSelector(actor, (snapshot) => snapshot.value as UploadState);
  const context = useSelector(actor, (snapshot) => snapshot.context);
  return { state, file: context.file, progress: context.progress, failure: context.failure, send: actor.send };
}
