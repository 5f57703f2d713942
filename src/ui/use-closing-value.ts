import { useState } from 'react';

/**
 * What a dialog shows and whether it is open, from the value that opens it when set and closes it
 * when null: fading out after closing, it shows the last value, its title and so its name kept,
 * instead of an empty, unnamed box.
 */
export function useClosingValue<Value>(current: Value | null): [shown: Value | null, open: boolean] {
  const [last, setLast] = useState(current);
  if (current !== null && current !== last) setLast(current);
  return [current ?? last, current !== null];
}
