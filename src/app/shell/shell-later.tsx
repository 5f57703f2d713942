/**
 * What the shell adds once the screen's first answers are painted: the prompts (a new version,
 * notifications) with the service worker's registration, and the idle preloading of the other
 * screens. A chunk of its own, asked for at that turn (ShellLayout): nothing in it is part of the
 * first paint, so the first download does not carry it.
 */
import { usePreloadOnIdle } from './preload-on-idle';
import { Prompts } from './prompts/prompts';

/** `promptSlot`: where the prompts stand, at the top of <main> (prompts.tsx). */
export default function ShellLater({ promptSlot }: { promptSlot: HTMLElement | null }) {
  usePreloadOnIdle();
  return promptSlot && <Prompts slot={promptSlot} />;
}
