import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';

/** Reads again what an upload or delete changes: requested documents (mortgages, damages) and the documents. */
export function refreshDossier(queryClient: QueryClient): void {
  for (const name of ['mortgages', 'damages', 'documents'] as const) void queryClient.invalidateQueries({ queryKey: queryKeys.data(name) });
}
