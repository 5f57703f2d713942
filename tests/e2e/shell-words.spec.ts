// The shell's words and sections: je or u as the office speaks, headings that wrap on a phone, an
// office with sections switched off, and the axe audit of the shell with its drawers.
import { expect, type Locator } from '@playwright/test';
import nl from '../../locales/nl/shell.json' with { type: 'json' };
import { seriousAxeFindings } from './support/axe';
import { MENU_SCREENS } from './support/focus-walk';
import { PIETER, SANNE, viewport, withNew, notificationQuestion, startUsing, nav, profileButton, loading, openVandijk, menuPaths } from './support/shell';
import { officeUrl, openSignedIn, test } from './support/sign-in';

test('an informal office says je, a formal one u', async ({ page, signedIn }) => {
  await openVandijk(page, signedIn, 1440);
  await expect(profileButton(page)).toBeVisible();
  await startUsing(page);
  await expect(page.getByText(notificationQuestion(false), { exact: true })).toBeVisible();

  await page.setViewportSize(viewport(1440));
  await openSignedIn(page, await signedIn('degroot', PIETER));
  await expect(profileButton(page, nl, nl.profile_open_u)).toBeVisible();
  await startUsing(page);
  await expect(page.getByText(notificationQuestion(true), { exact: true })).toBeVisible();
  await profileButton(page, nl, nl.profile_open_u).click();
  const drawer = page.getByRole('dialog', { name: nl.profile_title_u });
  await expect(drawer.getByText(`${nl.relation_self_u} · `)).toBeVisible();
  await expect(drawer.getByRole('link', { name: nl.screen_edit_info_u })).toBeVisible();
});

test('a formal office says u on every screen it shows', async ({ page, signedIn }) => {
  await page.setViewportSize(viewport(1440));
  await openSignedIn(page, await signedIn('degroot', PIETER));
  // Through the menu's and the header's own links, as a customer goes: the portal loads once for
  // the whole walk instead of once per screen.
  const heading = page.getByRole('heading', { level: 1 });
  for (const path of await menuPaths(page)) {
    // The screen before stays until the next one's code has come: wait for its heading to go.
    const before = new URL(page.url()).pathname === path ? null : await heading.innerText();
    await page.locator(`nav a[href="${path}"], header a[href="${path}"]`).filter({ visible: true }).first().click();
    await expect(page).toHaveURL(officeUrl('degroot', path));
    await expect(heading).toBeVisible();
    if (before !== null) await expect(heading).not.toHaveText(before);
    await expect(loading(page)).toHaveCount(0, { timeout: 15_000 });
    const informal = (await page.locator('body').innerText()).match(/\b(je|jij|jou|jouw|jullie)\b/gi);
    expect(informal, `${path} addresses De Groot's customer informally`).toBeNull();
  }
});

// A test per language, side by side, each loading the portal once and going from screen to screen
// inside it (the menu's address, as the browser's back button would): the heading is laid out the
// same however the screen was reached. The walk's menu check keeps MENU_SCREENS whole.
test.describe('page headings wrap between words on a phone, in Dutch and English', () => {
  test.describe.configure({ mode: 'parallel' });
  for (const language of ['nl', 'en'])
    test(`every menu screen (${language})`, async ({ page, signedIn }) => {
      await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
      await page.setViewportSize(viewport(375));
      await openSignedIn(page, await signedIn('vandijk', SANNE), MENU_SCREENS[0]);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const heading = page.getByRole('heading', { level: 1 });
      for (const path of MENU_SCREENS) {
        if (new URL(page.url()).pathname !== path) {
          const before = await heading.innerText();
          await page.evaluate((next) => {
            history.pushState(null, '', next);
            dispatchEvent(new PopStateEvent('popstate'));
          }, path);
          await expect(heading).not.toHaveText(before);
        }
        await expect(heading).toBeVisible({ timeout: 15_000 });
        await expect(loading(page)).toHaveCount(0, { timeout: 15_000 });
        expect(await brokenWords(heading), `${path} (${language}) breaks a heading word`).toEqual([]);
      }
    });
});

/** The words of `heading` whose letters stand on more than one line: broken inside. */
function brokenWords(heading: Locator): Promise<string[]> {
  return heading.evaluate((element) => {
    const words: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (tops.size > 1) words.push(match[0]);
      }
    }
    return words;
  });
}

test('an office with policies, income, obligations and appointments off shows none of them and fetches none of their data', async ({ page, signedIn }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.setViewportSize(viewport(1440));
  await openSignedIn(page, await signedIn('degroot', PIETER));

  const menu = nav(page);
  await expect(menu.getByRole('link', { name: new RegExp(`^${nl.screen_mortgages}`) })).toBeVisible();
  for (const name of [nl.screen_policies, nl.screen_income, nl.screen_retirement, nl.screen_obligations])
    await expect(menu.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveCount(0);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: new RegExp(`^${nl.screen_tasks}`) })).toBeVisible();
  await expect(header.getByRole('link', { name: new RegExp(`^${nl.screen_damages}`) })).toHaveCount(0);
  await expect(header.getByRole('link', { name: new RegExp(`^${nl.screen_appointments}`) })).toHaveCount(0);

  await profileButton(page, nl, nl.profile_open_u).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: new RegExp(`^${nl.screen_damages}`) })).toHaveCount(0);
  await page.keyboard.press('Escape');
  // A bookmark to a switched-off section lands on the dashboard.
  await page.goto(page.url().replace(/\/[^/]*$/, '/verzekeringen'));
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: nl.screen_dashboard })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(requested).toContain('/api/customer/mortgage');
  expect(requested.filter((path) => /\/customer\/(policy|damage|income|retirement|obligation|online_afspraken)/.test(path))).toEqual([]);
});

test.describe('accessibility audit', () => {
  for (const width of [375, 1024, 1440]) {
    test(`no serious or critical violation at ${width} px, also with the drawers open`, async ({ page, signedIn }) => {
      await openVandijk(page, signedIn, width);
      // Audit the settled page: the counts are in once the new-items total is.
      await expect(profileButton(page)).toHaveAccessibleName(withNew(nl, nl.profile_open, 2));
      expect(await seriousAxeFindings(page)).toEqual([]);

      if (width < 1200) {
        await page.getByRole('button', { name: nl.menu_open }).click();
        await expect(nav(page)).toBeVisible();
        expect(await seriousAxeFindings(page)).toEqual([]);
        await page.keyboard.press('Escape');
      }
      await profileButton(page).click();
      await expect(page.getByRole('dialog').getByRole('img')).toBeVisible();
      expect(await seriousAxeFindings(page)).toEqual([]);
    });
  }

  test('no serious or critical violation for the formal office with its own colours', async ({ page, signedIn }) => {
    await page.setViewportSize(viewport(1440));
    await openSignedIn(page, await signedIn('degroot', PIETER));
    await expect(nav(page)).toBeVisible();
    expect(await seriousAxeFindings(page)).toEqual([]);
  });
});
