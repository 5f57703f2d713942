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
import { takeFirstAnswer } from './first-answers';
import { portalReads, type PortalData } from './portal-reads';
import { queryKeys } from './query-keys';
import { tokenStore } from './token-store';

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
 * Starts reading `names` (those the office allows) before the screen that shows them renders: the
 * home screen's answers are then on their way while the shell is still being drawn. An answer
 * start-up already has (first-answers.ts) goes into the cache as it is, so the screen draws it in
 * its first render; one still on its way is waited for rather than asked again; one that failed is
 * asked for again here, through the client that handles a refused session.
 */
export function prefetchPortalData(client: QueryClient, names: readonly DataName[], allowed: (name: DataName) => boolean): void {
  const prefetch = <Name extends DataName>(name: Name) => {
    const first = takeFirstAnswer(name, tokenStore.get()?.accessToken);
    if (first?.data !== undefined) client.setQueryData<PortalData[Name]>(queryKeys.data(name), first.data);
    else
      void client.prefetchQuery<PortalData[Name]>({
        queryKey: queryKeys.data(name),
        queryFn: async ({ signal }) => (await first?.answer) ?? portalReads[name]({ signal }),
      });
  };
  for (const name of names) if (allowed(name)) prefetch(name);
}
