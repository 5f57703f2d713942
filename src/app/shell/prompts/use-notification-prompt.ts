import { useState } from 'react';

/** Set once the customer answered the prompt, so it is asked once per device. */
const ANSWERED_KEY = 'notifications_prompted';

function shouldAsk(): boolean {
  return typeof Notification !== 'undefined' && Notification.permission === 'default' && localStorage.getItem(ANSWERED_KEY) === null;
}

/**
 * The notification-permission prompt (core §2 "other prompts"): asks the portal's own question
 * first, so the browser's prompt only appears after a yes and a no does not block a later ask.
 */
export function useNotificationPrompt(): { open: boolean; allow: () => void; later: () => void } {
  const [open, setOpen] = useState(shouldAsk);
  const answer = () => {
    localStorage.setItem(ANSWERED_KEY, new Date().toISOString());
    setOpen(false);
  };
  return {
    open,
    allow: () => {
      answer();
      void Notification.requestPermission().catch(() => undefined);
    },
    later: answer,
  };
}
