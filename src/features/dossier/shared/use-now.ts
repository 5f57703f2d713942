import { useEffect, useState } from 'react';

/**
 * The current time, renewed every `everyMs`: rules that hang on the clock (the 60-minute deletion
 * window, how far a loan part has run) change while the screen stays open.
 */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
