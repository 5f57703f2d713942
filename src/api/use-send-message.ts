import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { messageText, type MessageTag } from './contact-text';
import { postMessage } from './messages';
import { queryKeys } from './query-keys';
import { sendMessageMachine, type SendInput } from './send-message.machine';

/** What the shared message form (src/ui/message-form) shows and drives: the machine's state and its send. */
export type SendMessage = ReturnType<typeof useSendMessage>;

/**
 * The send-message machine with the real call, for the features that show the message form; a sent
 * message becomes a task, so tasks refresh.
 */
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
