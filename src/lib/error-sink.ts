/**
 * Where the portal's failures go before and after the error-reporting SDK is loaded: the SDK is a
 * lazy chunk, fetched after the first paint and only when the server names a DSN, so what fails
 * earlier waits here (a few at most) and is handed over when it arrives. Without a DSN nothing
 * ever takes them, and they go nowhere.
 */

export type Failure =
  | { kind: 'error'; error: unknown }
  /** An API call answered 5xx (core §8): the contract path, not the address with its ids. */
  | { kind: 'api'; method: string; path: string; url: string; status: number; body: unknown };

type Sink = (failure: Failure) => void;

const MAX_WAITING = 10;
const waiting: Failure[] = [];
let sink: Sink | null = null;

export function reportFailure(failure: Failure): void {
  if (sink) sink(failure);
  else if (waiting.length < MAX_WAITING) waiting.push(failure);
}

/** The SDK takes over: what waited first, then every failure as it comes. */
export function takeFailures(next: Sink): void {
  sink = next;
  for (const failure of waiting.splice(0)) next(failure);
}
