import { useEffect, useState } from 'react';

/** Search boxes filter 250 ms after the last key (core §2, §9), so a list does not redraw per letter. */
export const SEARCH_DELAY_MS = 250;

export function useDebouncedValue<Value>(value: Value, delay = SEARCH_DELAY_MS): Value {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** Whether `text` contains the search `query`, ignoring case and surrounding space. */
export function matchesSearch(query: string, ...texts: (string | null | undefined)[]): boolean {
  const wanted = query.trim().toLocaleLowerCase('nl');
  return !wanted || texts.some((text) => text?.toLocaleLowerCase('nl').includes(wanted));
}
