import { notifyManager, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { onIdle } from './on-idle';

/**
 * Tells `listener` whether a request is under way, at every change of the query cache, but only
 * once React Query has handed that change to the components that read it. The cache tells its
 * own listeners at once and the components a task later (notifyManager); a quiet moment taken in
 * between came before the screen had even begun drawing its answers, so what waits for "after the
 * first data" (the phone menu, the secondary cards, the other screens' code) was fetched and drawn
 * before the dashboard's feed, now and then, at a slower first paint.
 */
export function watchFetching(client: QueryClient, listener: (fetching: boolean) => void): () => void {
  let stopped = false;
  const tell = () =>
    notifyManager.schedule(() => {
      if (!stopped) listener(client.isFetching() > 0);
    });
  const unsubscribe = client.getQueryCache().subscribe(tell);
  tell();
  return () => {
    stopped = true;
    unsubscribe();
  };
}

/**
 * What waits for the screen's first answers, in the order it follows them: the header's badges
 * (on every screen, at the top), the phone's menu (its next tap), the screen's later cards one by
 * one, and last the other screens' code.
 */
export const LATER_PARTS = ['badges', 'menu', 'cards', 'preloading'] as const;
export type LaterPart = (typeof LATER_PARTS)[number];

interface Waiter {
  rank: number;
  take: () => void;
}

// Those waiting for their turn, by rank and within a rank first come first served; and whether a
// quiet moment is awaited for the first of them (one that left meanwhile is skipped, not cancelled).
const turns: Waiter[] = [];
let turning = false;

function nextTurn() {
  turning = turns.length > 0;
  if (turning)
    onIdle(() => {
      turns.shift()?.take();
      nextTurn();
    });
}

/**
 * Calls `take` at a quiet moment of its own, after the waiters of earlier parts: one waiter per
 * quiet moment, so what each draws is a task of its own. Returns the cancel (leaving the queue).
 */
export function awaitTurn(part: LaterPart, take: () => void): () => void {
  const waiter = { rank: LATER_PARTS.indexOf(part), take };
  const after = turns.findIndex((waiting) => waiting.rank > waiter.rank);
  turns.splice(after < 0 ? turns.length : after, 0, waiter);
  if (!turning) nextTurn();
  return () => {
    const index = turns.indexOf(waiter);
    if (index >= 0) turns.splice(index, 1);
  };
}

/**
 * True once no request has been under way and then its turn has come (awaitTurn): the screen's
 * first answers are in and painted, and what waited for them follows one part per quiet moment.
 * Drawn in one go, the side cards, the menu, the badges' requests and the preloading of the other
 * screens were tasks of 15–45 ms of a fast computer's time, four times that on a mid-range phone,
 * in which a tap waited (Lighthouse's blocking time). It watches the query cache itself rather
 * than through useIsFetching, so the component using it renders again once, not at every request.
 */
export function useAfterFirstData(part: LaterPart): boolean {
  const client = useQueryClient();
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (after) return;
    let leaveQueue: (() => void) | null = null;
    const stop = watchFetching(client, (fetching) => {
      // A transition: React renders what follows in slices, so the page stays responsive meanwhile.
      if (!fetching && !leaveQueue) leaveQueue = awaitTurn(part, () => startTransition(() => setAfter(true)));
      if (fetching && leaveQueue) {
        leaveQueue();
        leaveQueue = null;
      }
    });
    return () => {
      stop();
      leaveQueue?.();
    };
  }, [client, after, part]);
  return after;
}

/**
 * Renders a later card once the screen's first answers are in and its turn has come: secondary
 * cards then leave the CPU to the screen's first content on a slow phone, and do not move about
 * while that content's answers arrive (layout shift). Once shown they stay, whatever is fetched
 * later.
 */
export function AfterFirstData({ children }: { children: ReactNode }) {
  return useAfterFirstData('cards') ? children : null;
}
