/**
 * The axe walk: every screen and every dialog, drawer and error state of Jan de Vries at Van Dijk
 * (support/audit-walk.ts), at phone and desktop width, with no serious or critical finding. It runs
 * on a server of its own: it signs Jan in with two-factor, and two sign-ins asking codes at once collide.
 */
import { expect, type Page } from '@playwright/test';
import { STOPS } from './support/audit-walk';
import { seriousAxeFindings } from './support/axe';
import { officeUrl, openSignedIn, test } from './support/sign-in';

const JAN = 'jan.devries@example.nl';
const loading = (page: Page) => page.locator('[role="progressbar"]:not([aria-valuenow])');

test.use({ actionTimeout: 15_000 });

for (const width of [375, 1440]) {
  test(`no serious or critical violation on any screen or dialog at ${width} px`, async ({ page, signedIn }) => {
    test.setTimeout(900_000);
    await page.setViewportSize({ width, height: 900 });
    await openSignedIn(page, await signedIn('vandijk', JAN));
    const findings: string[] = [];
    for (const stop of STOPS) {
      await test.step(stop.name, async () => {
        await page.goto(officeUrl('vandijk', stop.path));
        // A calculator opened by its address covers the page, so the heading is attached, not visible.
        await expect(page.locator('h1')).toBeAttached({ timeout: 15_000 });
        await expect(loading(page)).toHaveCount(0, { timeout: 15_000 });
        await stop.open?.(page);
        await page.evaluate(() =>
          Promise.all(
            document
              .getAnimations()
              .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
              .map((animation) => animation.finished.catch(() => undefined)),
          ),
        );
        for (const found of await seriousAxeFindings(page))
          findings.push(`${stop.name}: ${found.id} ${found.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      });
    }
    expect(findings).toEqual([]);
  });
}
