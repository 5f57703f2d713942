import { queryOptions, useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import type { components } from '../../../../generated/portal';
import { portalClient } from '../../../api/client';
import { usePortalData } from '../../../api/portal-data';
import { queryKeys } from '../../../api/query-keys';

type Mail = components['schemas']['Attachable'];
const PER_PAGE = 30;

async function fetchPage(page: number, signal: AbortSignal) {
  const { data, response } = await portalClient.GET('/customer/attachable/published/by_is_attachable_type/email', {
    params: { query: { per_page: PER_PAGE, page } },
    signal,
  });
  if (!data) throw new Error(`mails page ${page} answered ${response.status}`);
  return data;
}

/** A further page of the mails (page 1 is the shared `mails` data). */
export const mailPageQuery = (page: number) => queryOptions({ queryKey: queryKeys.mailPage(page), queryFn: ({ signal }) => fetchPage(page, signal) });

/**
 * The mails: page 1 is the shared `mails` data (the badge counts it), each further page its own
 * query under the same key prefix, so marking a mail seen refreshes every loaded page.
 */
export function useMailPages() {
  const first = usePortalData('mails');
  const [extraPages, setExtraPages] = useState(0);
  const more = useQueries({
    queries: Array.from({ length: extraPages }, (_unused, index) => mailPageQuery(index + 2)),
  });
  const pages = [first, ...more];
  const mails: Mail[] = pages.flatMap((page) => page.data?.data ?? []);
  const lastPage = first.data?.last_page ?? 1;
  return {
    mails,
    isLoading: first.isLoading,
    loadingMore: more.some((page) => page.isLoading),
    moreFailed: more.some((page) => page.isError),
    hasMore: 1 + extraPages < lastPage,
    loadMore: () => setExtraPages((count) => count + 1),
  };
}
