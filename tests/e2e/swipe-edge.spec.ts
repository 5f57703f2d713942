// The side menu opens by a swipe from the left 100 px of a phone screen (core §2). Nothing may lie
// over what a customer taps there: on every signed-in screen, at the phone and tablet widths, each
// button, link and field whose middle is in that edge must be what a finger there reaches.
import { expect } from '@playwright/test';
import screens from '../../screens.config';
import { SWIPE_EDGE } from '../../src/app/shell/layout';
import { loading, viewport } from './support/shell';
import { openSignedIn, test } from './support/sign-in';

const WIDTHS = [320, 375, 414, 767];
const JAN = 'jan.devries@example.nl';
// Each signed-in screen once (the overview is the dashboard under a second path), optional parts left out.
const paths = [
  ...new Set(
    Object.values(screens.routes)
      .filter((route) => !('signedOut' in route && route.signedOut))
      .map((route) => route.path.replace(/\/:\w+\?$/, '')),
  ),
].filter((path) => path !== '/overzicht');

for (const path of paths) {
  test(`on ${path} nothing a finger taps lies under the swipe edge`, async ({ page, signedIn }) => {
    await page.setViewportSize(viewport(WIDTHS[0]!));
    await openSignedIn(page, await signedIn('vandijk', JAN), path);
    let checked = 0;
    for (const width of WIDTHS) {
      await page.setViewportSize(viewport(width));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(loading(page)).toHaveCount(0);
      const { seen, covered } = await page.evaluate((edge) => {
        const top = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
        const tappable = document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [role="button"], [role="tab"], [role="link"]');
        const inEdge = [...tappable].filter((element) => {
          const box = element.getBoundingClientRect();
          const reachable =
            box.width > 0 && box.height > 0 && getComputedStyle(element).pointerEvents !== 'none' && element.checkVisibility({ visibilityProperty: true });
          return reachable && box.x + box.width / 2 <= edge && !element.closest('header');
        });
        // Each one in the middle of the screen, as a finger would find it after scrolling.
        const under = inEdge.flatMap((element) => {
          element.scrollIntoView({ block: 'center', behavior: 'instant' });
          const box = element.getBoundingClientRect();
          const y = box.y + box.height / 2;
          if (y < top || y > innerHeight) return [];
          const hit = document.elementFromPoint(box.x + box.width / 2, y);
          return hit && element.contains(hit) ? [] : [`${element.outerHTML.slice(0, 80)} under ${hit?.outerHTML.slice(0, 80)}`];
        });
        return { seen: inEdge.length, covered: under };
      }, SWIPE_EDGE);
      expect(covered, `${path} at ${width} px`).toEqual([]);
      checked += seen;
    }
    // The check looked at something: each screen has a control in the edge at some width.
    expect(checked).toBeGreaterThan(0);
  });
}
