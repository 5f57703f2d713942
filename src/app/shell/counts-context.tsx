/**
 * The counts of the menu and the badges, computed once for the whole shell so the header, the
 * side menu and the profile drawer show the same numbers from the same queries.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { CountSourceName, ResolvedLink } from '../../config';
import { useCounts, type CountState } from '../registries/count-sources';
import { useShell } from './shell-context';
import { useFirstAnswersIn } from './use-first-answers-in';

type Counts = Record<CountSourceName, CountState>;

const CountsContext = createContext<Counts | null>(null);

export function CountsProvider({ children }: { children: ReactNode }) {
  const { resolved } = useShell();
  // The counts ask after the screen's own answers: they are badges, the screen is what was opened.
  const started = useFirstAnswersIn();
  return <CountsContext.Provider value={useCounts(resolved.counts, started)}>{children}</CountsContext.Provider>;
}

const OFF: CountState = { status: 'off' };

/** The count of a link's source; off for a link without one. */
export function useCount(source: CountSourceName | null): CountState {
  const counts = useContext(CountsContext);
  if (!counts) throw new Error('useCount is used outside the CountsProvider');
  return source ? counts[source] : OFF;
}

/** The number a badge shows: only a known count above 0. */
export function badgeNumber(state: CountState): number {
  return state.status === 'ready' ? state.count : 0;
}

/** All new items of the header's shortcuts together (core §4), shown on the profile button. */
export function useNewItemsTotal(links: readonly ResolvedLink[]): number {
  const counts = useContext(CountsContext);
  if (!counts) throw new Error('useNewItemsTotal is used outside the CountsProvider');
  return links.reduce((total, link) => total + (link.count ? badgeNumber(counts[link.count]) : 0), 0);
}
