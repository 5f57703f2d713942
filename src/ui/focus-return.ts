/**
 * Focus on `target` when closing left it on the page's body, because the control that opened a
 * dialog went with what it confirmed (a cancelled appointment leaves its list): the customer
 * goes on from the list, not from the top of the page. `closed` is the dialog that just closed:
 * focus still in it (as its exit ends) is lost too.
 */
export function focusWhenLost(target: HTMLElement | null | undefined, closed?: Element | null) {
  const active = document.activeElement;
  const lost = active === null || active === document.body || (closed?.contains(active) ?? false);
  if (!lost || !target) return;
  // A heading or list is no Tab stop of its own: focusable by code only.
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}
