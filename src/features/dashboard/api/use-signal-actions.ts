// Snoozing or dismissing a signal: it leaves the cached list at once (the card and the feed drop
// it without a reload), the server is told, and the list is fetched again to hold what it holds.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portalClient } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

export type SignalAction = { kind: 'snooze'; id: number; until: string } | { kind: 'dismiss'; id: number };

async function send(action: SignalAction) {
  const params = { path: { id: action.id } };
  const { error } =
    action.kind === 'snooze'
      ? await portalClient.POST('/customer/signal/{id}/snooze', { params, body: { snoozed_until: action.until } })
      : await portalClient.POST('/customer/signal/{id}/dismiss', { params });
  if (error) throw new Error(error.error.code);
}

export function useSignalActions() {
  const client = useQueryClient();
  const key = queryKeys.data('signals');
  return useMutation({
    mutationFn: send,
    onMutate: async (action) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData(key);
      client.setQueryData(key, (cached: unknown) => (Array.isArray(cached) ? cached.filter((item: { id: number }) => item.id !== action.id) : cached));
      return { before };
    },
    onError: (_error, _action, context) => client.setQueryData(key, context?.before),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
