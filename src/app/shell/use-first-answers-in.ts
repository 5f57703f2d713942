import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { whenIdle } from '../../ui/lazy-with-preload';

/**
 * True once the screen's first answers are in (a read has settled and none is under way) and the
 * browser has been idle after drawing them, then true for good. What is not part of the screen the
 * customer opened (the badges' counts, a phone's closed menu, the prompts, the preloading of other
 * screens) waits for it, so it leaves the connections and the CPU to that screen.
 */
export function useFirstAnswersIn(): boolean {
  const client = useQueryClient();
  const quiet = useIsFetching() === 0;
  const answered =
    quiet &&
    client
      .getQueryCache()
      .getAll()
      .some((query) => query.state.status !== 'pending');
  const [done, setDone] = useState(false);
  useEffect(() => (done || !answered ? undefined : whenIdle(() => setDone(true))), [done, answered]);
  return done;
}
