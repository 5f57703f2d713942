// What the portal's signed-in first paint adds (see first-paint.ts): React Query for the screen's
// answers. Its dates are written by the portal's own format.ts, no library.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';

export const queryClient = new QueryClient();
export const hooks = { QueryClientProvider, useQuery };
