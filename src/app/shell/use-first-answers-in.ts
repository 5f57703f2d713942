import { useIsFetching } from '@tanstack/react-query';
import { useState } from 'react';
import { useIdle } from '../../ui/lazy-with-preload';

/**
 * True once the browser has been idle after the shell first drew and no answer is on its way, then
 * true for good. What is not part of the screen the customer opened (the badges' counts, a phone's
 * closed menu, the prompts, the preloading of other screens) waits for it, so it leaves the
 * connections and the CPU to that screen's own answers.
 */
export function useFirstAnswersIn(): boolean {
  const idle = useIdle();
  const quiet = useIsFetching() === 0;
  const [done, setDone] = useState(false);
  if (idle && quiet && !done) setDone(true);
  return done || (idle && quiet);
}
