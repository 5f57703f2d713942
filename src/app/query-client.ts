// The one cache of server data, in the signed-in shell's chunk. Logging out clears it (core §4),
// so the next account on the same device never sees the previous one's data.
import { focusManager, onlineManager, QueryClient } from '@tanstack/react-query';
import { probeNow, whenReachabilityChanges } from '../api/reachability';
import { isUnreachable } from '../lib/unreachable';
import { whenCustomerDataGoes } from './forget-customer-data';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A failed list load yields an empty state on screen (core §8); one retry covers a blip. A
      // server out of reach is said at once: src/api/reachability.ts fetches again when it is back.
      retry: (failures, error) => failures < 1 && !isUnreachable(error),
      staleTime: 30_000,
      refetchOnWindowFocus: true,
      refetchOnReconnect: true,
      // Offline (the server out of reach) a read still runs and fails, so the screen says so
      // instead of waiting without a word; the reconnect fetches it again.
      networkMode: 'always',
    },
    // A save while the server is out of reach fails and says so, as it did, rather than waiting.
    mutations: { networkMode: 'always' },
  },
});

whenCustomerDataGoes(() => queryClient.removeQueries());

// The server out of reach is the portal offline: back online, the failed reads are fetched anew
// (refetchOnReconnect). Focus on the window asks the server at once instead of at the next probe.
whenReachabilityChanges((reachable) => onlineManager.setOnline(reachable));
focusManager.subscribe((focused) => {
  if (focused) void probeNow();
});
