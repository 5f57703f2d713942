import { useQuery } from '@tanstack/react-query';
import { portalClient } from '../../../api/client';

/** The product labels of a lender's HDN company (core §7), for the mortgage drawer. */
export function useAgencyLabels(hdnCode: string | undefined) {
  return useQuery({
    queryKey: ['agency-labels', hdnCode],
    enabled: Boolean(hdnCode),
    staleTime: Infinity,
    queryFn: async ({ signal }) => {
      const { data } = await portalClient.GET('/customer/hdn/company/by_hdn_code/{code}/labels', { params: { path: { code: hdnCode ?? '' } }, signal });
      return data ?? [];
    },
  });
}
