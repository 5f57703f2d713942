// The chosen language kept with the customer (issue 42, item 13), at 375 px: Sanne picks English
// and a fresh browser that signs her in speaks English from the start; a first visit from a
// browser asking for German gets German. The maximum-mortgage calculator in German (item 8). A server of its own (scripts/e2e.sh, group language):
// Sanne's choice holds for every later sign-in of hers on it.
import { expect, type Locator } from '@playwright/test';
import deAuth from '../../locales/de/auth.json' with { type: 'json' };
import deCalculators from '../../locales/de/calculators.json' with { type: 'json' };
import en from '../../locales/en/shell.json' with { type: 'json' };
import nl from '../../locales/nl/shell.json' with { type: 'json' };
import { profileButton } from './support/shell';
import { seriousAxeFindings } from './support/axe';
import { fetchTokens, officeUrl, openSignedIn, test } from './support/sign-in';

const SANNE = 'sanne.bakker@example.nl';
const phone = { width: 375, height: 800 };

test('Sanne picks English, and a fresh browser signs her in in English', async ({ page, browser, request }) => {
  await page.setViewportSize(phone);
  await openSignedIn(page, await fetchTokens(request, 'vandijk', SANNE));
  await expect(page.getByRole('heading', { level: 1, name: nl.screen_dashboard })).toBeVisible({ timeout: 15_000 });
  await profileButton(page).click();
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/customer/customer/language') && response.request().method() === 'POST');
  await page.getByRole('combobox', { name: nl.language }).click();
  await page.getByRole('option', { name: 'English' }).click();
  expect((await saved).status()).toBe(200);

  const fresh = await browser.newContext({ viewport: phone, locale: 'nl-NL' });
  try {
    const other = await fresh.newPage();
    await openSignedIn(other, await fetchTokens(request, 'vandijk', SANNE));
    await expect(other.getByRole('heading', { level: 1, name: en.screen_dashboard })).toBeVisible({ timeout: 15_000 });
    expect(await other.evaluate(() => [localStorage.getItem('language'), document.documentElement.lang])).toEqual(['en', 'en']);
    await profileButton(other, en).click();
    await expect(other.getByRole('combobox', { name: en.language })).toHaveText('English');
  } finally {
    await fresh.close();
  }
});

test('a first visit from a browser asking for German is German', async ({ browser }) => {
  const german = await browser.newContext({ viewport: phone, locale: 'de-DE' });
  try {
    const page = await german.newPage();
    await page.goto(officeUrl('vandijk', '/'));
    await expect(page.getByRole('button', { name: deAuth.login_submit, exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('textbox', { name: deAuth.field_username })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
  } finally {
    await german.close();
  }
});

// Words of the calculator's Dutch that have no place in its German.
const DUTCH =
  /\b(je|uw|jaar|maand|inkomen|Rente|Bereken|berekend|lenen|hypotheek|Onbekend|Studieschuld|Kredietlimieten|Energielabel|maandlast|Vraag|advies|Bedankt)\b/;

/** The drawer's lines with a Dutch word: its own text and the widget's, inside its shadow root (styles left out). */
async function dutchLines(drawer: Locator): Promise<string[]> {
  const widget = await drawer
    .locator('advies-widget-max-mortgage')
    .evaluate((element) => [...(element.shadowRoot?.querySelectorAll('h3, h4, label, option, button, p, dt, dd') ?? [])].map((node) => node.textContent ?? ''));
  return [...(await drawer.innerText()).split('\n'), ...widget].filter((line) => DUTCH.test(line));
}

test('the maximum-mortgage calculator in German has no Dutch words', async ({ page, signedIn }) => {
  await page.setViewportSize(phone);
  await page.addInitScript(() => localStorage.setItem('language', 'de'));
  await openSignedIn(page, await signedIn('vandijk', 'jan.devries@example.nl'), '/?rekenhulp=maximum_mortgage');
  const drawer = page.getByRole('dialog', { name: deCalculators.title_maximum_mortgage });
  await drawer.getByRole('textbox', { name: /^Dein Bruttoeinkommen pro Monat/ }).fill('3704,50');
  await expect(drawer.getByRole('textbox', { name: /^Zinssatz/ })).toBeVisible();
  await drawer.getByRole('button', { name: 'Berechnen' }).click();
  await expect(drawer.getByText('Du kannst höchstens leihen')).toBeVisible();
  expect(await dutchLines(drawer)).toEqual([]);
  expect((await seriousAxeFindings(page)).map((finding) => finding.id)).toEqual([]);
  await drawer.getByRole('button', { name: 'Beratung anfragen' }).click();
  await expect(drawer.getByRole('heading', { name: 'Danke für deine Anfrage!' })).toBeVisible();
  expect(await dutchLines(drawer)).toEqual([]);
});
