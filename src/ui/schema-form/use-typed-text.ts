import { useState } from 'react';

/**
 * The text a field shows while the customer types, kept apart from the value it stores (an
 * amount typed as "1.250,5" is stored as 1250.5). A value that changes from outside (a reset,
 * data loaded) replaces the text; the field's own changes do not.
 */
export function useTypedText<V>(value: V, format: (value: V) => string, parse: (text: string) => V) {
  const [text, setText] = useState(() => format(value));
  const [seen, setSeen] = useState(value);
  if (!Object.is(value, seen)) {
    setSeen(value);
    if (!Object.is(parse(text), value)) setText(format(value));
  }
  return [text, setText] as const;
}
