// Waiting for the page to come to rest instead of for a while: a fade, a drawer sliding in or a
// button leaving its disabled colours is a CSS transition the document lists until it has run.
import { expect, type Page } from '@playwright/test';

/** Resolves once no transition or finite animation runs; a spinner loops forever and is not waited for. */
export async function settled(page: Page): Promise<void> {
  const running = () =>
    page.evaluate(
      () => document.getAnimations().filter((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity).length,
    );
  await expect.poll(running).toBe(0);
}
