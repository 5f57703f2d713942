/**
 * What the shell adds once the screen's first answers are painted: the prompts (a new version,
 * notifications) with the service worker's registration, the guided app set-up an office may
 * require (its code and its check of the customer's factors), and the idle preloading of the other
 * screens. A chunk of its own, asked for at that turn (ShellLayout): nothing in it is part of the
 * first paint, so the first download does not carry it.
 */
import { lazyPart } from '../registries/lazy-part';
import { usePreloadOnIdle } from './preload-on-idle';
import { Prompts } from './prompts/prompts';

const GuidedAppSetup = lazyPart(() => import('../../features/edit-info/security/guided-app-setup').then((module) => module.GuidedAppSetup));

/** `promptSlot`: where the prompts stand, at the top of <main> (prompts.tsx). */
export default function ShellLater({ promptSlot }: { promptSlot: HTMLElement | null }) {
  usePreloadOnIdle();
  return (
    <>
      <GuidedAppSetup />
      {promptSlot && <Prompts slot={promptSlot} />}
    </>
  );
}
