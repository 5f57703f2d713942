/**
 * The axe walk: every screen and every dialog, drawer and error state of Jan de Vries at Van Dijk
 * (support/audit-stops-*.ts), at phone and desktop width, with no serious or critical finding.
 * Each stop is a test of its own, so a slow stop has the limit of one test and a failing one names
 * itself; the stops share one signed-in page per worker (each stop is reached afresh from its
 * address, as a walk on one page always did). The file runs on a server of its own, its tests side
 * by side; `npm run test:full` walks it at both widths (scripts/e2e.sh, decision records 056
 * and 072).
 */
import { expect, type Page } from '@playwright/test';
import { DASHBOARD_STOPS } from './support/audit-stops-dashboard';
import { DOSSIER_STOPS } from './support/audit-stops-dossier';
import { PATIENCE, type Stop } from './support/audit-walk';
import { seriousAxeFindings } from './support/axe';
import { loading } from './support/shell';
import { fetchTokens, officeUrl, openSignedIn, sessionSaved, test as signInTest } from './support/sign-in';

type AxeFinding = Awaited<ReturnType<typeof seriousAxeFindings>>[number];

const JAN = 'jan.devries@example.nl';

const WALKS: Record<string, readonly Stop[]> = {
  'the dashboard, the sections and contact': DASHBOARD_STOPS,
  'the dossier, the own data and the assessment': DOSSIER_STOPS,
};

/**
 * Jan signed in once per worker, on a page the worker's stops share: a session handed to a page
 * before would have had its refresh token rotated, so each worker signs in for its own page.
 */
const test = signInTest.extend<object, { walker: Page }>({
  walker: [
    async ({ browser, playwright }, use) => {
      const context = await browser.newContext();
      context.setDefaultTimeout(PATIENCE);
      const page = await context.newPage();
      const api = await playwright.request.newContext();
      await openSignedIn(page, await fetchTokens(api, 'vandijk', JAN));
      await sessionSaved(page);
      await api.dispose();
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** axe's serious and critical findings on `stop`, reached afresh from its address. */
async function audit(page: Page, stop: Stop): Promise<string[]> {
  await page.goto(officeUrl('vandijk', stop.path));
  // A calculator opened by its address covers the page, so the heading is attached, not visible.
  await expect(page.locator('h1')).toBeAttached({ timeout: PATIENCE });
  await expect(loading(page)).toHaveCount(0, { timeout: PATIENCE });
  await stop.open?.(page);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Each node with what axe checked there, such as the colours and the contrast they reach.
  const nodes = (found: AxeFinding) => found.nodes.map((node) => `${node.target.join(' ')} (${node.any[0]?.message ?? node.failureSummary})`);
  return (await seriousAxeFindings(page)).map((found) => `${stop.name}: ${found.id} ${nodes(found).join(', ')}`);
}

for (const width of [375, 1440]) {
  for (const [walk, stops] of Object.entries(WALKS)) {
    test.describe(`no serious or critical violation in ${walk} at ${width} px`, () => {
      for (const stop of stops) {
        test(stop.name, async ({ walker }) => {
          await walker.setViewportSize({ width, height: 900 });
          expect(await audit(walker, stop)).toEqual([]);
        });
      }
    });
  }
}
