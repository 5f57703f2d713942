// The kinds of item a customer can hear of, and how (push, the daily e-mail digest, or not at all).
// Stored per customer; a kind never chosen is told by push, the way the portal asks for.
import type { components } from '../../../generated/portal';

export type NotificationPreferences = components['schemas']['NotificationPreferences'];
export type NotifyKind = keyof NotificationPreferences;
export type Channel = components['schemas']['NotificationChannel'];

export const NOTIFY_KINDS = ['message', 'task', 'mail', 'document_request', 'signal'] as const satisfies readonly NotifyKind[];
const CHANNELS: readonly Channel[] = ['push', 'email', 'none'];

/** The stored preferences over the defaults; anything unreadable counts as not chosen. */
export function preferencesOf(stored: unknown): NotificationPreferences {
  const chosen = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const entries = NOTIFY_KINDS.map((kind) => {
    const value = chosen[kind];
    return [kind, CHANNELS.includes(value as Channel) ? (value as Channel) : 'push'] as const;
  });
  return Object.fromEntries(entries) as NotificationPreferences;
}
