/**
 * The server data the portal reads, one TanStack query per kind, shared by the shell and the
 * feature screens (one cache key per kind, so a change anywhere refreshes badges and lists alike).
 * Every read goes through `usePortalData`, which asks the data access the shell provides (from
 * the resolved screens) whether the office allows that data: the one place that keeps a
 * switched-off section from being fetched (core §6).
 */
import { useQuery, type QueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { components } from '../../generated/portal';
import type { DataName } from '../config';
import { portalClient } from './client';
import { useDataAccess } from './data-access';

type Schemas = components['schemas'];

export interface PortalData {
  customer: Schemas['Customer'];
  family: Schemas['Family'];
  living: Schemas['Living'];
  mortgages: Schemas['Mortgage'][];
  policies: Schemas['Policy'][];
  damages: Schemas['DamageClaim'][];
  incomes: Schemas['IncomeItem'][];
  partnerIncomes: Schemas['IncomeItem'][];
  retirements: Schemas['PensionItem'][];
  partnerRetirements: Schemas['PensionItem'][];
  obligations: Schemas['Obligation'][];
  appointments: Schemas['Appointment'][];
  tasks: Schemas['Task'][];
  mails: Schemas['MailPage'];
  notes: Schemas['Note'][];
  signals: Schemas['Signal'][];
  documents: Schemas['DocumentsByCategory'];
}

/** The answer's body, or a thrown error the query keeps (a failed list then counts as empty, core §8). */
async function body<T>(call: Promise<{ data?: T; response: Response }>): Promise<T> {
  const { data, response } = await call;
  if (data === undefined) throw Object.assign(new Error(`${response.url} answered ${response.status}`), { status: response.status });
  return data;
}

/** The HTTP status a failed read answered (404 tells "none known" apart from a failure). */
export const failedStatus = (error: unknown): number | null =>
  typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number' ? (error as { status: number }).status : null;

type Fetchers = { [Name in DataName]: (signal: AbortSignal) => Promise<PortalData[Name]> };

const fetchers: Fetchers = {
  customer: (signal) => body(portalClient.GET('/customer/customer', { params: { query: { include: 'avatar,addresses,advisor,account_manager' } }, signal })),
  family: (signal) => body(portalClient.GET('/customer/customer/family', { signal })),
  living: (signal) => body(portalClient.GET('/customer/living', { signal })),
  // The mortgage screens show the property, the requested documents and the lender (core §7).
  mortgages: (signal) => body(portalClient.GET('/customer/mortgage', { params: { query: { include: 'property,progress,agency' } }, signal })),
  policies: (signal) => body(portalClient.GET('/customer/policy', { signal })),
  damages: (signal) => body(portalClient.GET('/customer/damage', { params: { query: { include: 'progress_items' } }, signal })),
  incomes: (signal) => body(portalClient.GET('/customer/income', { signal })),
  partnerIncomes: (signal) => body(portalClient.GET('/customer/income/partner', { signal })),
  retirements: (signal) => body(portalClient.GET('/customer/retirement', { signal })),
  partnerRetirements: (signal) => body(portalClient.GET('/customer/retirement/partner', { signal })),
  obligations: (signal) => body(portalClient.GET('/customer/obligation', { signal })),
  appointments: (signal) => body(portalClient.GET('/customer/online_afspraken/appointment/', { signal })),
  tasks: (signal) => body(portalClient.GET('/customer/task', { signal })),
  // The inbox reads the first 30 mails (core §9); the badge counts the unseen among them.
  mails: (signal) => body(portalClient.GET('/customer/attachable/published/by_is_attachable_type/email', { params: { query: { per_page: 30 } }, signal })),
  notes: (signal) => body(portalClient.GET('/customer/note', { signal })),
  signals: (signal) => body(portalClient.GET('/customer/signal/active', { signal })),
  documents: (signal) => body(portalClient.GET('/customer/document', { signal })),
};

/** The query key of a kind of data, for screens that refetch after a change. */
export const portalDataKey = (name: DataName) => ['portal', name] as const;

/**
 * Reads `name` when `wanted` and the office allows it; otherwise the query stays idle.
 * `refetchInterval` (ms) polls, for lists the office changes behind the customer's back (documents).
 */
export function usePortalData<Name extends DataName>(name: Name, wanted = true, refetchInterval?: number): UseQueryResult<PortalData[Name]> {
  const allowed = useDataAccess();
  return useQuery({
    queryKey: portalDataKey(name),
    queryFn: ({ signal }) => fetchers[name](signal),
    enabled: wanted && allowed(name),
    refetchInterval,
  });
}

/**
 * Starts reading `names` (those the office allows) before the screen that shows them renders: the
 * home screen's answers are then on their way while the shell is still being drawn.
 */
export function prefetchPortalData(client: QueryClient, names: readonly DataName[], allowed: (name: DataName) => boolean): void {
  const prefetch = <Name extends DataName>(name: Name) =>
    client.prefetchQuery<PortalData[Name]>({ queryKey: portalDataKey(name), queryFn: ({ signal }) => fetchers[name](signal) });
  for (const name of names) if (allowed(name)) void prefetch(name);
}
