import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { queryKeys } from '../../api/query-keys';
import { postMessage } from '../../api/messages';
import { messageText, type MessageTag } from './contact-text';
import { sendMessageMachine, type SendInput } from './send-message.machine';

/** The send-message machine with the real call; a sent message becomes a task, so tasks refresh. */
export function useSendMessage(tag?: MessageTag) {
  const client = useQueryClient();
  return useMachine(
    sendMessageMachine.provide({
      actors: {
        send: fromPromise(async ({ input, signal }: { input: SendInput; signal: AbortSignal }) => {
          const outcome = await postMessage({ ...input.fields, message: messageText(input.fields, tag) }, input.files, signal);
          if (outcome === 'sent') void client.invalidateQueries({ queryKey: queryKeys.data('tasks') });
          return outcome;
        }),
      },
    }),
  );
}
