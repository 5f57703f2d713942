import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { errorBody } from '../../api/api-error';
import { queryKeys } from '../../api/query-keys';
import { SaveRefused, saveMachine } from './save.machine';

export type Post<T> = (body: T) => Promise<{ response: Response; error?: unknown }>;

/**
 * The save machine with a tab's call. A refusal becomes the text to show; after a save every
 * piece of portal data reloads, so menu counts, the profile drawer and the screens show the change.
 */
export function useSave<T>(post: Post<T>) {
  const client = useQueryClient();
  return useMachine(
    saveMachine.provide({
      actors: {
        save: fromPromise(async ({ input }: { input: unknown }) => {
          const { response, error } = await post(input as T);
          if (!response.ok) {
            // openapi-fetch has read the body already: its parsed error carries the code.
            const body = errorBody(error);
            throw new SaveRefused(body?.code === 'save_edits_error_noaccess' ? 'save_edits_error_noaccess' : 'save_edits_error');
          }
          await client.invalidateQueries({ queryKey: queryKeys.customerData });
        }),
      },
    }),
  );
}
