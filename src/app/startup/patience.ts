/**
 * Core §2, §8: slow loading shows three escalating patience messages. The moments are ours; the
 * first waits long enough that a normal start never shows it.
 */
export const PATIENCE_AFTER_MS = [3_000, 8_000, 15_000] as const;

export type PatienceLevel = 0 | 1 | 2 | 3;

/** How many patience messages are due after `elapsedMs` of waiting. */
export function patienceLevel(elapsedMs: number): PatienceLevel {
  return PATIENCE_AFTER_MS.filter((after) => elapsedMs >= after).length as PatienceLevel;
}
