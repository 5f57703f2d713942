/**
 * The server data the portal reads, one TanStack query per kind, shared by the shell and the
 * feature screens (one cache key per kind, so a change anywhere refreshes badges and lists alike).
 * Every read goes through `usePortalData`, which asks the data access the shell provides (from
 * the resolved screens) whether the office allows that data: the one place that keeps a
 * switched-off section from being fetched (core §6).
 */
import { queryOptions, useQuery, type QueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { DataName } from '../config';
import { useDataAccess } from './data-access';
import { portalReads, type PortalData } from './portal-reads';
import { queryKeys } from './query-keys';

export { failedStatus, type PortalData } from './portal-reads';

/** The query of a kind of data: its key and its read. */
export const portalDataQuery = <Name extends DataName>(name: Name) =>
  queryOptions<PortalData[Name]>({ queryKey: queryKeys.data(name), queryFn: ({ signal }) => portalReads[name]({ signal }) });

/**
 * Reads `name` when `wanted` and the office allows it; otherwise the query stays idle.
 * `refetchInterval` (ms) polls, for lists the office changes behind the customer's back (documents).
 */
export function usePortalData<Name extends DataName>(name: Name, wanted = true, refetchInterval?: number): UseQueryResult<PortalData[Name]> {
  const allowed = useDataAccess();
  return useQuery({
    ...portalDataQuery(name),
    enabled: wanted && allowed(name),
    refetchInterval,
  });
}

/**
 * Starts reading `names` before the screen that shows them renders, with `accessToken` (start-up
 * reads before the session has handed its tokens to the client): the screen then finds its answers
 * in the cache, or on their way, at its first render.
 */
export function prefetchPortalData(client: QueryClient, names: readonly DataName[], accessToken: string): void {
  const prefetch = <Name extends DataName>(name: Name) =>
    client.prefetchQuery<PortalData[Name]>({ queryKey: queryKeys.data(name), queryFn: ({ signal }) => portalReads[name]({ signal, accessToken }) });
  for (const name of names) void prefetch(name);
}
