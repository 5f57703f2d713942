// What the portal's signed-in first paint adds (see first-paint.ts): React Query for the screen's
// answers and dayjs (with the Dutch and German month names) for their dates.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/nl';

export const queryClient = new QueryClient();
export const today = dayjs().locale('nl').format('D MMMM YYYY');
export const hooks = { QueryClientProvider, useQuery };
