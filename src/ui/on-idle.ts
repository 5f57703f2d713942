/**
 * Runs `task` when the browser next has a quiet moment (at the latest after `timeoutMs`); returns
 * the cancel. Safari has no requestIdleCallback; a timeout of `fallbackMs` is its quiet moment.
 */
export function onIdle(task: () => void, timeoutMs = 1000, fallbackMs = 50): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, fallbackMs);
  return () => clearTimeout(id);
}
