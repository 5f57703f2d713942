import { useState } from 'react';

/**
 * `value`, or while it is null the last value it held: a dialog whose content comes from a value
 * that its closing clears fades out with that content, its title and so its name kept, instead of
 * as an empty, unnamed box.
 */
export function useClosingValue<Value>(value: Value | null): Value | null {
  const [last, setLast] = useState(value);
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}
