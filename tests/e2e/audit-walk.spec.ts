/**
 * The axe walk: every screen and every dialog, drawer and error state of Jan de Vries at Van Dijk
 * (support/audit-stops-*.ts), at phone and desktop width, with no serious or critical finding.
 * Each width walks in two halves, each a test with a session of its own. The file runs on a
 * server of its own, its tests side by side (their two-factor sign-ins take turns); CI walks at
 * 375 px, `npm run test:full` at both widths (scripts/e2e.sh, decision record 045).
 */
import { expect, type Page } from '@playwright/test';
import { DASHBOARD_STOPS } from './support/audit-stops-dashboard';
import { DOSSIER_STOPS } from './support/audit-stops-dossier';
import { PATIENCE, type Stop } from './support/audit-walk';
import { seriousAxeFindings } from './support/axe';
import { loading } from './support/shell';
import { fetchTokens, officeUrl, openSignedIn, sessionSaved, test } from './support/sign-in';

type AxeFinding = Awaited<ReturnType<typeof seriousAxeFindings>>[number];

const JAN = 'jan.devries@example.nl';

const WALKS: Record<string, readonly Stop[]> = {
  'the dashboard, the sections and contact': DASHBOARD_STOPS,
  'the dossier, the own data and the assessment': DOSSIER_STOPS,
};

test.use({ actionTimeout: PATIENCE });

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
    test(`no serious or critical violation in ${walk} at ${width} px`, async ({ page, request }) => {
      test.setTimeout(1_200_000);
      await page.setViewportSize({ width, height: 900 });
      // A session of its own: one handed to the walk before would have had its refresh token rotated.
      await openSignedIn(page, await fetchTokens(request, 'vandijk', JAN));
      await sessionSaved(page);
      const findings: string[] = [];
      for (const stop of stops) await test.step(stop.name, async () => findings.push(...(await audit(page, stop))));
      expect(findings).toEqual([]);
    });
  }
}
