// Where Jan is signed in (issue 39 item 6), at 375 px in Dutch: two browsers of his, the account
// tab lists both with this device marked, he ends the other one from here, and the other's next
// navigation lands on the sign-in. The other browser signs in as an Android phone, so its row is
// the one named "Chrome op Android". Then he asks for his data and downloads the archive. axe
// finds nothing serious in either section.
import { expect } from '@playwright/test';
import { unzipSync } from 'fflate';
import { readFileSync } from 'node:fs';
import nlAuth from '../../locales/nl/auth.json' with { type: 'json' };
import nl from '../../locales/nl/sessions.json' with { type: 'json' };
import { fill } from './support/auth';
import { seriousAxeLines } from './support/axe';
import { JAN, openTab, promptAnswered } from './support/edit-info';
import { fetchTokens, officeUrl, openSignedIn, sessionSaved, test } from './support/sign-in';

const PIXEL = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

test('Jan ends his other session, whose next navigation lands on the sign-in, and downloads his data', async ({ browser, playwright }) => {
  const phoneApi = await playwright.request.newContext({ userAgent: PIXEL });
  const laptopApi = await playwright.request.newContext();
  const phone = await browser.newContext({ viewport: { width: 375, height: 800 }, userAgent: PIXEL, hasTouch: true, isMobile: true });
  const laptop = await browser.newContext({ viewport: { width: 375, height: 800 }, hasTouch: true });
  try {
    const phonePage = await phone.newPage();
    await promptAnswered(phonePage, 'vandijk');
    await openSignedIn(phonePage, await fetchTokens(phoneApi, 'vandijk', JAN), '/');
    await sessionSaved(phonePage);

    const page = await laptop.newPage();
    await openTab(page, await fetchTokens(laptopApi, 'vandijk', JAN), 'account');
    const section = page.getByRole('region', { name: nl.sessions_title }).or(page.locator('section[aria-labelledby="sessions-title"]'));
    const list = page.getByRole('list', { name: nl.sessions_title });
    await expect(list.getByRole('listitem').filter({ hasText: nl.this_device })).toHaveCount(1);
    const other = list.getByRole('listitem').filter({ hasText: fill(nl.device, { browser: 'Chrome', os: 'Android' }) });
    await expect(other).toHaveCount(1);
    await expect(other).toContainText(nl.type_mobile);
    await section.first().scrollIntoViewIfNeeded();
    expect(await seriousAxeLines(page, { include: 'section[aria-labelledby="sessions-title"]' })).toEqual([]);

    await other.getByRole('button', { name: fill(nl.end_label, { device: fill(nl.device, { browser: 'Chrome', os: 'Android' }) }) }).tap();
    await expect(page.getByRole('status').filter({ hasText: nl.ended })).toBeVisible();
    await expect(other).toHaveCount(0);

    await phonePage.goto(officeUrl('vandijk', '/gegevens/account'));
    // Jan's account stays saved on the phone, so the sign-in opens on the account chooser.
    await expect(phonePage.getByRole('heading', { name: nlAuth.multi_heading })).toBeVisible({ timeout: 30_000 });

    // His data to take away: asked for, built by the server at once (the portal reads the state
    // again while it is prepared), then downloaded and opened.
    await page.getByRole('button', { name: nl.export_request }).tap();
    const get = page.getByRole('button', { name: nl.export_download });
    await expect(get).toBeVisible({ timeout: 30_000 });
    expect(await seriousAxeLines(page, { include: 'section[aria-labelledby="data-export-title"]' })).toEqual([]);
    const [saved] = await Promise.all([page.waitForEvent('download'), get.tap()]);
    expect(saved.suggestedFilename()).toMatch(/^mijn-gegevens-\d{4}-\d{2}-\d{2}\.zip$/);
    const archive = unzipSync(new Uint8Array(readFileSync(await saved.path())));
    expect(new TextDecoder().decode(archive['gegevens/customer.json'])).toContain(JAN);
    expect(Object.keys(archive).some((name) => name.startsWith('bestanden/'))).toBe(true);
  } finally {
    await phone.close();
    await laptop.close();
    await phoneApi.dispose();
    await laptopApi.dispose();
  }
});
