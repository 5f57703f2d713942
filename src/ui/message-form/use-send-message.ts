import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { portalDataKey } from '../../api/portal-data';
import { postMessage } from './api/post-message';
import type { MessageTag } from './contact-text';
import { sendMessageMachine, type SendInput } from './send-message.machine';

/** The send-message machine with the real call; a sent message becomes a task, so tasks refresh. */
export function useSendMessage(tag?: MessageTag) {
  const client = useQueryClient();
  return useMachine(
    sendMessageMachine.provide({
      actors: {
        send: fromPromise(async ({ input, signal }: { input: SendInput; signal: AbortSignal }) => {
          const outcome = await postMessage(input, tag, signal);
          if (outcome === 'sent') void client.invalidateQueries({ queryKey: portalDataKey('tasks') });
          return outcome;
        }),
      },
    }),
  );
}
