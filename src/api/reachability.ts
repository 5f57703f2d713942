/**
 * Whether the server answers (issue 42 item 7). A call that gets no answer at all starts a wait:
 * /health is asked every few seconds (and at once on `probeNow`, when the window gets focus)
 * until it answers. Any answer to any call ends the wait sooner. The signed-in shell hands each
 * change to TanStack Query's onlineManager (src/app/query-client.ts), so every read that failed
 * meanwhile is fetched anew within seconds of the server. Plain code, no React Query: the sign-in
 * screens' chunk carries it too.
 */
import type { Middleware } from 'openapi-fetch';
import { isUnreachable } from '../lib/unreachable';

const PROBE_MS = 2000;
let down = false;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<(reachable: boolean) => void>();

function set(reachable: boolean) {
  if (down === !reachable) return;
  down = !reachable;
  clearTimeout(timer);
  if (down) timer = setTimeout(() => void probeNow(), PROBE_MS);
  listeners.forEach((listener) => listener(reachable));
}

/** Asks /health now, while the server is out of reach; the next ask follows a few seconds later. */
export async function probeNow() {
  if (!down) return;
  clearTimeout(timer);
  try {
    const answer = await fetch('/health', { cache: 'no-store' });
    if (answer.ok) return set(true);
  } catch {
    // Still no answer: ask again below.
  }
  if (down) timer = setTimeout(() => void probeNow(), PROBE_MS);
}

/** Calls `listener` with each change: false when a call got no answer, true once one did. */
export function whenReachabilityChanges(listener: (reachable: boolean) => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Every client's calls: no answer starts the wait for the server, any answer ends it. */
export const reachabilityMiddleware: Middleware = {
  onResponse() {
    set(true);
    return undefined;
  },
  onError({ error }) {
    if (isUnreachable(error)) set(false);
    return undefined;
  },
};
