/**
 * The count-source registry: each name of the config's `count` and `badge` fields mapped to the
 * hook that counts it. The return type is a `Record<CountSourceName, …>`, so a new name in
 * src/config fails to compile until it has a counter here. A count that is off runs no query.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { CountSourceName } from '../../config';
import { incomeCount, newDamageCount, pensionCount, policyCount, requestedDocumentCount, unseenCount, upcomingCount } from '../../lib/counts';
import { usePortalData } from '../../api/portal-data';

export type CountState = { status: 'off' } | { status: 'loading' } | { status: 'ready'; count: number };

/** Off when not wanted, loading while any needed answer is on its way; a failed list counts as empty. */
function countOf(enabled: boolean, queries: readonly UseQueryResult<unknown>[], count: () => number): CountState {
  if (!enabled) return { status: 'off' };
  if (queries.some((query) => query.isLoading)) return { status: 'loading' };
  return { status: 'ready', count: count() };
}

function useListCount(enabled: boolean, name: 'mortgages' | 'obligations'): CountState {
  const list = usePortalData(name, enabled);
  return countOf(enabled, [list], () => list.data?.length ?? 0);
}

function usePolicyCount(enabled: boolean): CountState {
  const policies = usePortalData('policies', enabled);
  return countOf(enabled, [policies], () => policyCount(policies.data ?? []));
}

function useIncomeCount(enabled: boolean): CountState {
  const own = usePortalData('incomes', enabled);
  const partner = usePortalData('partnerIncomes', enabled);
  const customer = usePortalData('customer', enabled);
  const family = usePortalData('family', enabled);
  return countOf(enabled, [own, partner, customer, family], () =>
    incomeCount((own.data?.length ?? 0) + (partner.data?.length ?? 0), customer.data, family.data?.partner),
  );
}

function usePensionCount(enabled: boolean): CountState {
  const own = usePortalData('retirements', enabled);
  const partner = usePortalData('partnerRetirements', enabled);
  const customer = usePortalData('customer', enabled);
  const family = usePortalData('family', enabled);
  return countOf(enabled, [own, partner, customer, family], () =>
    pensionCount((own.data?.length ?? 0) + (partner.data?.length ?? 0), customer.data, family.data?.partner),
  );
}

function useNewDocumentCount(enabled: boolean): CountState {
  const mortgages = usePortalData('mortgages', enabled);
  const damages = usePortalData('damages', enabled);
  return countOf(enabled, [mortgages, damages], () => requestedDocumentCount(mortgages.data ?? [], damages.data ?? []));
}

function useNewMessageCount(enabled: boolean): CountState {
  const mails = usePortalData('mails', enabled);
  const notes = usePortalData('notes', enabled);
  const signals = usePortalData('signals', enabled);
  return countOf(enabled, [mails, notes, signals], () => unseenCount(mails.data?.data ?? [], notes.data ?? [], signals.data ?? []));
}

function useNewTaskCount(enabled: boolean): CountState {
  const tasks = usePortalData('tasks', enabled);
  return countOf(enabled, [tasks], () => unseenCount(tasks.data ?? []));
}

function useNewDamageCount(enabled: boolean): CountState {
  const damages = usePortalData('damages', enabled);
  return countOf(enabled, [damages], () => newDamageCount(damages.data ?? []));
}

function useUpcomingAppointmentCount(enabled: boolean): CountState {
  const appointments = usePortalData('appointments', enabled);
  return countOf(enabled, [appointments], () => upcomingCount(appointments.data ?? [], new Date()));
}

const LOADING: CountState = { status: 'loading' };
const OFF: CountState = { status: 'off' };

/**
 * Every count at once, each running only when `enabled` says so (the resolver's `counts`), and
 * none before `started`: until then a wanted count is loading and asks nothing, so the screen's
 * own answers do not queue behind ten count requests on the browser's few connections.
 */
export function useCounts(enabled: Readonly<Record<CountSourceName, boolean>>, started = true): Record<CountSourceName, CountState> {
  const run = (name: CountSourceName) => enabled[name] && started;
  const counts: Record<CountSourceName, CountState> = {
    mortgages: useListCount(run('mortgages'), 'mortgages'),
    policies: usePolicyCount(run('policies')),
    incomes: useIncomeCount(run('incomes')),
    pensions: usePensionCount(run('pensions')),
    obligations: useListCount(run('obligations'), 'obligations'),
    newDocuments: useNewDocumentCount(run('newDocuments')),
    newMessages: useNewMessageCount(run('newMessages')),
    newTasks: useNewTaskCount(run('newTasks')),
    newDamages: useNewDamageCount(run('newDamages')),
    upcomingAppointments: useUpcomingAppointmentCount(run('upcomingAppointments')),
  };
  if (started) return counts;
  const waiting = Object.fromEntries(Object.entries(enabled).map(([name, on]) => [name, on ? LOADING : OFF]));
  return waiting as Record<CountSourceName, CountState>;
}
