// Data retrieval for Jan de Vries's partner: the portaal screen frames the inventory, the customer
// confirms there, the splash shows, the portal goes to the overview, and Eva's income now lists
// the retrieved income. At 375 px in Dutch (and axe), and at 1440 px in English; a service that
// does not answer is reported and retried.
import { expect, type Page } from '@playwright/test';
import en from '../../locales/en/sections.json' with { type: 'json' };
import nlEdit from '../../locales/nl/edit-info.json' with { type: 'json' };
import nl from '../../locales/nl/sections.json' with { type: 'json' };
import { FRAME_TIMEOUT_MS } from '../../src/lib/frame-timeout';
import { seriousAxeFindings } from './support/axe';
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
  expect((await seriousAxeFindings(page)).map((violation) => violation.id)).toEqual([]);

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
});

test('a retrieval service that does not answer says so, and a retry frames it with a new token', async ({ page, signedIn }) => {
  // The first frame's request is held unanswered, so the frame never loads; the clock is moved on
  // past the machine's frame timeout instead of waiting for it.
  const frames: string[] = [];
  await page.route('**/inventory/frame?**', async (route) => {
    frames.push(new URL(route.request().url()).searchParams.get('token') ?? '');
    if (frames.length > 1) await route.continue();
  });
  await page.clock.install();
  await open(page, signedIn, '/portaal/mortgage_pension', 375, 'nl');
  await expect.poll(() => frames.length).toBe(1);
  await page.clock.fastForward(FRAME_TIMEOUT_MS + 1000);
  const warning = page.getByRole('alert').filter({ hasText: nl.retrieval_timeout });
  await expect(warning).toBeVisible();

  await warning.getByRole('button', { name: nl.retry }).click();
  await expect(page.frameLocator(`iframe[title="${nl.retrieval_frame}"]`).getByRole('button')).toBeVisible();
  await expect(warning).toBeHidden();
  expect(frames).toHaveLength(2);
  expect(frames[1]).not.toBe(frames[0]);
});

test('the edit screen’s data-source banner asks before retrieving the partner’s data, then opens the retrieval for her', async ({ page, signedIn }) => {
  await open(page, signedIn, '/gegevens', 375, 'nl');
  const partnerButton = page.getByRole('button', { name: nlEdit.retrieve_partner.replace('{{name}}', 'Eva') });
  await partnerButton.click();
  const confirm = page.getByRole('dialog', { name: nlEdit.partner_confirm_title.replace('{{name}}', 'Eva') });
  await expect(confirm).toContainText(nlEdit.partner_confirm_text.replace('{{name}}', 'Eva'));
  await confirm.getByRole('button', { name: nlEdit.no }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(/\/gegevens/);

  await partnerButton.click();
  await page.getByRole('dialog').getByRole('button', { name: nlEdit.yes }).click();
  await expect(page).toHaveURL(/\/portaal\/mortgage_pension\?partner=true$/);
  await expect(page.getByText(nl.retrieval_intro_partner.replace(/\{\{name\}\}/g, 'Eva'))).toBeVisible();
});
