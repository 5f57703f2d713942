/**
 * Runs `task` once the browser has had a quiet moment and painted the frame after it (each quiet
 * moment comes at the latest after `timeoutMs`); returns the cancel. The frame counts because a
 * quiet moment also comes between a React commit and the frame that shows it: work started there
 * (fetching and drawing what waits for the first paint) went before that paint, and a phone then
 * showed the dashboard's feed later. The quiet moment before the frame lets React finish what it
 * still had to draw (a deferred update). Safari has no requestIdleCallback; a timeout of
 * `fallbackMs` is its quiet moment.
 */
export function onIdle(task: () => void, timeoutMs = 1000, fallbackMs = 50): () => void {
  const quiet = (next: () => void): (() => void) => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(next, { timeout: timeoutMs });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(next, fallbackMs);
    return () => clearTimeout(id);
  };
  const nextFrame = (next: () => void): (() => void) => {
    const id = requestAnimationFrame(next);
    return () => cancelAnimationFrame(id);
  };
  let cancel = quiet(() => {
    cancel = nextFrame(() => {
      cancel = quiet(task);
    });
  });
  return () => cancel();
}
