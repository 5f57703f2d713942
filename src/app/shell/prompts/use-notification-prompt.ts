import { useEffect, useState } from 'react';
import { canPush, subscribeThisDevice } from './push-subscription';

/** Set once the customer answered the prompt, so it is asked once per device. */
const ANSWERED_KEY = 'notifications_prompted';

/**
 * The customer started using the page: a tap or click, or a key, once done, so a prompt that opens
 * then never takes the rest of that tap (its release or click would land on the prompt instead).
 */
const FIRST_USE = ['click', 'keyup'] as const;

function shouldAsk(): boolean {
  return canPush() && Notification.permission === 'default' && localStorage.getItem(ANSWERED_KEY) === null;
}

/**
 * Whether the customer tapped or typed before this code arrived (it comes after the screen's first
 * answers): the browser keeps the page's first input (Event Timing). Where it does not, the next
 * tap or key asks.
 */
function startedUsing(): boolean {
  return typeof performance.getEntriesByType === 'function' && performance.getEntriesByType('first-input').length > 0;
}

/** Subscribes the device; a failure only costs the notifications, which the customer can retry. */
const quietly = (subscribe: () => Promise<boolean>) => void subscribe().catch(() => false);

/**
 * The notification-permission prompt (core §2 "other prompts"): asks the portal's own question
 * first, so the browser's prompt only appears after a yes and a no does not block a later ask.
 * It appears only when there is something to tell by push (`pushKinds`, the customer's
 * preferences), and once the customer has started using the page, not over the first screen while
 * it loads: the question then comes to someone who is looking, and the screen's own content is what
 * the loading shows (it was the largest thing painted, so Lighthouse took its late arrival for the
 * page's). A device that already allows notifications is subscribed again on each visit, since a
 * logout removed it on the server.
 */
export function useNotificationPrompt(pushKinds: readonly string[], subscribe = subscribeThisDevice): { open: boolean; allow: () => void; later: () => void } {
  const [open, setOpen] = useState(false);
  const wanted = pushKinds.length > 0;
  useEffect(() => {
    if (wanted && canPush() && Notification.permission === 'granted') quietly(subscribe);
  }, [wanted, subscribe]);
  useEffect(() => {
    if (open || !wanted || !shouldAsk()) return;
    const ask = () => setOpen(true);
    FIRST_USE.forEach((event) => window.addEventListener(event, ask, { once: true, passive: true }));
    // One that came before (while this code was on its way) counts too.
    if (startedUsing()) ask();
    return () => FIRST_USE.forEach((event) => window.removeEventListener(event, ask));
  }, [open, wanted]);
  const answer = () => {
    localStorage.setItem(ANSWERED_KEY, new Date().toISOString());
    setOpen(false);
  };
  return {
    open: open && wanted,
    allow: () => {
      answer();
      Notification.requestPermission().then(
        (permission) => permission === 'granted' && quietly(subscribe),
        () => undefined,
      );
    },
    later: answer,
  };
}
