// Opening a message, task, note, mail, mortgage request or damage marks it seen at once in the
// portal (the cached list changes, so badges and counts drop without a reload) and on the server;
// then the list is fetched again so it holds what the server holds.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { components } from '../../generated/portal';
import type { DataName } from '../config';
import { portalClient } from './client';
import { queryKeys } from './query-keys';

export type SeenModel = components['schemas']['SeenModel'];

const listOf: Record<SeenModel, DataName> = {
  mortgage: 'mortgages',
  signal: 'signals',
  task: 'tasks',
  note: 'notes',
  attachable: 'mails',
  damage: 'damages',
};

type Item = { id: number; seen_by_customer?: boolean };
const markIn = (items: Item[], id: number) => items.map((item) => (item.id === id ? { ...item, seen_by_customer: true } : item));

function markCached(client: QueryClient, name: DataName, id: number) {
  client.setQueryData(queryKeys.data(name), (cached: unknown) => {
    if (Array.isArray(cached)) return markIn(cached as Item[], id);
    // The mails come as a page: { data: [...], ... }.
    if (cached && typeof cached === 'object' && Array.isArray((cached as { data?: unknown }).data)) {
      return { ...cached, data: markIn((cached as { data: Item[] }).data, id) };
    }
    return cached;
  });
}

export function useMarkSeen() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ model, id }: { model: SeenModel; id: number }) => {
      const { error } = await portalClient.POST('/customer/customer/view', { body: { model, id } });
      if (error) throw new Error(error.error.code);
    },
    onMutate: ({ model, id }) => markCached(client, listOf[model], id),
    onSettled: (_result, _error, { model }) => client.invalidateQueries({ queryKey: queryKeys.data(listOf[model]) }),
  });
}
