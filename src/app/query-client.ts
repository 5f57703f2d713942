// The one cache of server data, in the signed-in shell's chunk. Logging out clears it (core §4),
// so the next account on the same device never sees the previous one's data.
import { QueryClient } from '@tanstack/react-query';
import { whenCustomerDataGoes } from './forget-customer-data';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A failed list load yields an empty state on screen (core §8); one retry covers a blip.
      retry: 1,
      staleTime: 30_000,
      refetchOnWindowFocus: true,
    },
  },
});

whenCustomerDataGoes(() => queryClient.removeQueries());
