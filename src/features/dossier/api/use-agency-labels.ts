import { queryOptions, useQuery } from '@tanstack/react-query';
import { portalClient } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** The product labels of a lender's HDN company (core §7), for the mortgage drawer; they do not change while the portal is open. */
export const agencyLabelsQuery = (hdnCode: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.agencyLabels(hdnCode),
    enabled: Boolean(hdnCode),
    staleTime: Infinity,
    queryFn: async ({ signal }) => {
      const { data } = await portalClient.GET('/customer/hdn/company/by_hdn_code/{code}/labels', { params: { path: { code: hdnCode ?? '' } }, signal });
      return data ?? [];
    },
  });

export const useAgencyLabels = (hdnCode: string | undefined) => useQuery(agencyLabelsQuery(hdnCode));
