// Data retrieval for Jan de Vries's partner: the portaal screen frames the inventory, the customer
// confirms there, the splash shows, the portal goes to the overview, and Eva's income now lists
// the retrieved income. At 375 px in Dutch (and axe), and at 1440 px in English.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import en from '../../locales/en/sections.json' with { type: 'json' };
import nl from '../../locales/nl/sections.json' with { type: 'json' };
import { openSignedIn, test } from './support/sign-in';

type SignedIn = Parameters<Parameters<typeof test>[2]>[0]['signedIn'];

async function open(page: Page, signedIn: SignedIn, path: string, width: number, language: 'nl' | 'en') {
  await page.setViewportSize({ width, height: 900 });
  await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
  await openSignedIn(page, await signedIn('vandijk', 'jan.devries@example.nl'), path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
}

test('retrieving the partner’s data changes the income screen', async ({ page, signedIn }) => {
  await open(page, signedIn, '/portaal/mortgage_pension?partner=true', 375, 'nl');
  await expect(page.getByText(nl.retrieval_intro_partner.replace(/\{\{name\}\}/g, 'Eva'))).toBeVisible();
  const frame = page.frameLocator(`iframe[title="${nl.retrieval_frame}"]`);
  await expect(frame.getByText('Eva de Vries', { exact: false })).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/portaal-375-nl.png', fullPage: true });
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);

  await frame.getByRole('button').click();
  await expect(page.getByText(nl.retrieval_done)).toBeVisible();
  // After the 3.5 s splash and the refresh the portal is on the overview.
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });

  await page.goto(page.url().replace(/\/$/, '/inkomen'));
  await expect(page.getByRole('heading', { name: 'Loongegevens UWV (opgehaald)' })).toBeVisible();
});

test('the data retrieval screen in English at 1440 px', async ({ page, signedIn }) => {
  await open(page, signedIn, '/portaal/mortgage_pension', 1440, 'en');
  await expect(page.getByText(en.retrieval_intro)).toBeVisible();
  await expect(page.frameLocator(`iframe[title="${en.retrieval_frame}"]`).getByRole('button')).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/portaal-1440-en.png', fullPage: true });
});
