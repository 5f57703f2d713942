/**
 * The damage progress modal's lists (core §2, §4): requested documents still to send (sent ones
 * hidden, the rest ordered with the not-received first), whether a claim counts as new, and the
 * order of the list.
 */
import type { components } from '../../../../generated/portal';

export type DamageClaim = components['schemas']['DamageClaim'];
export type DamageProgressItem = components['schemas']['DamageProgressItem'];

export function requestsToUpload(items: readonly DamageProgressItem[] | undefined): DamageProgressItem[] {
  return (items ?? []).filter((item) => !item.sent).sort((a, b) => Number(a.received) - Number(b.received));
}

/** New: not seen, not settled, and at least one requested document not received (core §4). */
export const isNewDamage = (claim: DamageClaim): boolean =>
  !claim.seen_by_customer && !claim.settled && (claim.progress_items ?? []).some((item) => !item.received);

/** The claims newest first (by when they were reported), so a report just sent stands at the top. */
export function newestFirst(claims: readonly DamageClaim[]): DamageClaim[] {
  return [...claims].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id);
}
