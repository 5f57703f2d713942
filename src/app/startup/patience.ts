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

/**
 * How long after the page began to load the start-up spinner appears (docs/decisions/032-one-way-to-load.md). A start that
 * is over sooner shows none: on a quick start it only flashes, and drawing and animating it takes
 * a slow phone's time from the screen the customer came for.
 */
export const SPINNER_AFTER_MS = 400;

/** How long a start-up screen drawn `sincePageStartMs` after the page began to load waits before its spinner. */
export const spinnerDelay = (sincePageStartMs: number): number => Math.max(0, SPINNER_AFTER_MS - sincePageStartMs);
