// The kinds of item a customer can hear of (issue 29) and how; shared by the server, which sends,
// and the portal, which asks and lets the customer choose. Push is the default of every kind.
import type { components } from '../../generated/portal';

export type NotificationPreferences = components['schemas']['NotificationPreferences'];
export type NotifyKind = keyof NotificationPreferences;
export type Channel = components['schemas']['NotificationChannel'];

export const NOTIFY_KINDS = ['message', 'task', 'mail', 'document', 'document_request', 'signal'] as const satisfies readonly NotifyKind[];
export const CHANNELS = ['push', 'email', 'none'] as const satisfies readonly Channel[];

/** The stored choices over the defaults; anything unreadable counts as not chosen. */
export function preferencesOf(stored: unknown): NotificationPreferences {
  const chosen = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const entries = NOTIFY_KINDS.map((kind) => {
    const value = chosen[kind];
    return [kind, CHANNELS.includes(value as Channel) ? (value as Channel) : 'push'] as const;
  });
  return Object.fromEntries(entries) as NotificationPreferences;
}

/** The kinds told by push, in the order the portal names them. */
export const pushKinds = (stored: unknown): NotifyKind[] => {
  const preferences = preferencesOf(stored);
  return NOTIFY_KINDS.filter((kind) => preferences[kind] === 'push');
};
