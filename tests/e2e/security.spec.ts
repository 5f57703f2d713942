// The portal under its own Content-Security-Policy: signing in, the dashboard, a mail with an
// inline image (srcdoc frame, blob: image), the PDF viewer (blob: frame), the living screen (street
// view) and the calculators run without a single policy violation; no other site can frame the portal.
import { expect, type Page } from '@playwright/test';
import dossier from '../../locales/nl/dossier.json' with { type: 'json' };
import shell from '../../locales/nl/shell.json' with { type: 'json' };
import { seriousAxeFindings } from './support/axe';
import { settled } from './support/settled';
import { officeUrl, openSignedIn, test } from './support/sign-in';

const JAN = 'jan.devries@example.nl';

/** Collects every policy violation the page or its frames report, and console lines naming the policy. */
function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

// A test per screen, each opened signed in from its address, so each has the limit of one test.
test.describe('the portal runs under its policy without violations at 375 px in Dutch', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('signed in, the dashboard', async ({ page, signedIn }) => {
    const violations = watchViolations(page);
    await openSignedIn(page, await signedIn('vandijk', JAN));
    await expect(page.getByRole('heading', { level: 1, name: shell.screen_dashboard })).toBeVisible();
    expect(await seriousAxeFindings(page)).toEqual([]);
    expect(violations).toEqual([]);
  });

  test('a mail with an inline image', async ({ page, signedIn }) => {
    const violations = watchViolations(page);
    await openSignedIn(page, await signedIn('vandijk', JAN), '/berichten');
    await page.getByRole('button', { name: /Je rentevoorstel van de Rabobank/ }).click();
    const logo = page
      .getByRole('dialog')
      .frameLocator('iframe')
      .getByRole('img', { name: /Van Dijk Hypotheken/ });
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    expect(violations).toEqual([]);
  });

  test('the PDF viewer', async ({ page, signedIn }) => {
    const violations = watchViolations(page);
    await openSignedIn(page, await signedIn('vandijk', JAN), '/documenten');
    await page.getByRole('button', { name: dossier.open_named.replace('{{name}}', 'Hypotheekofferte ABN AMRO 2019') }).click();
    const viewer = page.getByRole('dialog').locator('iframe');
    await expect(viewer).toHaveAttribute('src', /^blob:/);
    // The blob's document has loaded (a policy refusing it would have reported by then).
    await expect.poll(() => viewer.evaluate((frame: HTMLIFrameElement) => frame.contentDocument?.readyState)).toBe('complete');
    expect(violations).toEqual([]);
  });

  for (const path of ['/wonen', '/hypotheek', '/diensten', '/contact']) {
    test(`${path} with its pictures and charts`, async ({ page, signedIn }) => {
      const violations = watchViolations(page);
      await openSignedIn(page, await signedIn('vandijk', JAN), path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Pictures and charts load after the heading: wait until every picture has loaded or failed.
      await expect.poll(() => page.evaluate(() => Array.from(document.images).every((image) => image.complete))).toBe(true);
      await settled(page);
      expect(violations).toEqual([]);
    });
  }
});

test('another site cannot frame the sign-in page', async ({ page }) => {
  const violations = watchViolations(page);
  // A page of another site (about:blank has no policy of its own) frames the portal.
  await page.setContent(`<iframe src="${officeUrl('vandijk', '/login')}" title="framed"></iframe>`);
  await expect.poll(() => violations.join(' ')).toMatch(/frame-ancestors/);
  const framed = page.frames().find((frame) => frame.url().includes('vandijk.localhost'));
  // Chromium blocks the frame (frame-ancestors 'none'): it never shows the portal's content.
  expect(framed ? await framed.locator('#root *').count() : 0).toBe(0);
});
