// Where focus goes when a whole screen changes: to the new screen's heading (h1), so keyboard and
// screen-reader users start at its top and hear what it is, instead of at the page's body.

let signedInHere = false;

/** The sign-in just succeeded on this page: the first signed-in screen takes focus on its heading. */
export function markSignedInHere() {
  signedInHere = true;
}

/** Whether the sign-in happened on this page (once): a reload or an opened link keeps the browser's focus. */
export function takeSignedInHere() {
  const was = signedInHere;
  signedInHere = false;
  return was;
}

/**
 * Focuses the first h1 in `container`, now or once a lazily loaded screen draws it, unless the
 * customer has moved focus elsewhere meanwhile. Returns the function that stops waiting.
 */
export function focusHeadingWhenDrawn(container: HTMLElement): () => void {
  const waiting = () => document.activeElement === null || document.activeElement === document.body || document.activeElement === container;
  const tryFocus = () => {
    const heading = container.querySelector<HTMLElement>('h1');
    if (!heading) return false;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    if (waiting()) heading.focus({ preventScroll: true });
    return true;
  };
  container.focus({ preventScroll: true });
  if (tryFocus()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (!waiting() || tryFocus()) observer.disconnect();
  });
  observer.observe(container, { childList: true, subtree: true });
  return () => observer.disconnect();
}
