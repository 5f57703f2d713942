// Sessions end to end: saved accounts switched without signing in again, logging out, an access
// token that expires mid-session, and start-up: patience, the overload and maintenance pages, a
// stored session that expired or comes from an older version. Against a server of its own
// (support/auth.ts) with 30-second access tokens on a clock the test moves.
import { expect, test, type Page } from '@playwright/test';
import nl from '../../locales/nl/auth.json' with { type: 'json' };
import common from '../../locales/nl/common.json' with { type: 'json' };
import shell from '../../locales/nl/shell.json' with { type: 'json' };
import { SPINNER_AFTER_MS } from '../../src/app/startup/patience';
import { ACCESS_TOKEN_SECONDS } from './auth-server';
import { JAN, SANNE, VANDIJK, currentAccount, fill, seriousViolations, storedAccounts, submitPassword, useAuthServer } from './support/auth';

const { officeUrl, hostOf, lastMailId, moveClock, expectSignedIn, signInWithCode } = useAuthServer('sessions');

test('switches between two saved accounts without signing in again', async ({ page }) => {
  await page.goto(officeUrl('vandijk', '/login'));
  await signInWithCode(page, 'vandijk', JAN);

  // The login, opened while signed in, shows the saved accounts; the session stays for a switch.
  await page.goto(officeUrl('vandijk', '/login'));
  await expect(page.getByRole('heading', { name: nl.multi_heading })).toBeVisible();
  const accounts = page.getByRole('list', { name: nl.accounts_label });
  await expect(accounts.getByRole('listitem')).toHaveCount(1);
  await expect(accounts.getByRole('listitem').filter({ hasText: JAN.name })).toContainText(nl.account_signed_in);
  await page.getByRole('button', { name: nl.multi_new_account }).click();
  await submitPassword(page, SANNE.username);
  await expectSignedIn(page, 'vandijk', SANNE.name);

  await page.goto(officeUrl('vandijk', '/login'));
  await expect(accounts.getByRole('listitem')).toHaveCount(2);
  expect(await seriousViolations(page)).toEqual([]);
  const mailsBefore = await lastMailId(JAN.username);
  await accounts.getByRole('button', { name: new RegExp(`^${JAN.name}\\s*${JAN.username}`) }).click();
  await expectSignedIn(page, 'vandijk', JAN.name);
  // No password and no code: Jan's session was kept.
  expect(await lastMailId(JAN.username)).toBe(mailsBefore);

  // And back to Sanne, whose session was kept too; then she is removed from the device.
  await page.goto(officeUrl('vandijk', '/login'));
  await accounts.getByRole('button', { name: new RegExp(`^${SANNE.name}\\s*${SANNE.username}`) }).click();
  await expectSignedIn(page, 'vandijk', SANNE.name);
  await page.goto(officeUrl('vandijk', '/login'));
  await accounts.getByRole('button', { name: fill(nl.account_remove, { name: SANNE.name }) }).click();
  await expect(accounts.getByRole('listitem')).toHaveCount(1);
  expect(Object.values((await storedAccounts(page)).accounts).map((account) => account.name)).toEqual([JAN.name]);
});

test('logging out keeps the account saved without its session; choosing it asks for the password', async ({ page }) => {
  await page.goto(officeUrl('vandijk', '/login'));
  await submitPassword(page, SANNE.username);
  await expectSignedIn(page, 'vandijk', SANNE.name);

  await page.getByRole('button', { name: /profiel/i }).click();
  await page.getByRole('button', { name: shell.logout }).click();
  await expect(page.getByRole('heading', { name: nl.multi_heading })).toBeVisible();
  expect((await storedAccounts(page)).current).toBeNull();
  const sanne = page.getByRole('list', { name: nl.accounts_label }).getByRole('listitem').filter({ hasText: SANNE.name });
  await expect(sanne).not.toContainText(nl.account_signed_in);

  await sanne.getByRole('button', { name: new RegExp(`^${SANNE.name}\\s*${SANNE.username}`) }).click();
  await expect(page.getByLabel(nl.field_username, { exact: true })).toHaveValue(SANNE.username);
  await expect(page.getByLabel(nl.field_password, { exact: true })).toBeFocused();
  await page.getByRole('button', { name: nl.other_account }).click();
  await expect(page.getByRole('heading', { name: nl.multi_heading })).toBeVisible();
});

test('an access token that expires mid-session is refreshed without the customer noticing', async ({ page, request }) => {
  const refreshes: number[] = [];
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/proxy/auth/refresh')) refreshes.push(response.status());
    if (response.status() === 401) refused.push(response.url());
  });
  // The browser's clock and the server's move together, a half-life at a time, instead of waiting.
  await page.clock.install();
  await page.goto(officeUrl('vandijk', '/login'));
  await submitPassword(page, SANNE.username);
  await expectSignedIn(page, 'vandijk', SANNE.name);
  const first = (await currentAccount(page))?.tokens?.accessToken ?? '';

  // Past the first token's life: three half-lives, each with the refresh it brings.
  const halfLife = ACCESS_TOKEN_SECONDS / 2;
  for (let step = 1; step <= 3; step += 1) {
    await moveClock(halfLife);
    await page.clock.fastForward(halfLife * 1000);
    await expect.poll(() => refreshes.length).toBeGreaterThanOrEqual(step - 1);
  }
  // The server now refuses the first token. Node does not resolve *.localhost, so the office goes in the Host header.
  const old = await request.get(officeUrl(null, '/api/customer/customer'), { headers: { ...hostOf('vandijk'), Authorization: `Bearer ${first}` } });
  expect(old.status()).toBe(401);

  // The customer carries on: a screen that loads data, still signed in.
  await page
    .getByRole('navigation', { name: shell.nav_label })
    .getByRole('link', { name: new RegExp(`^${shell.screen_mortgages}`) })
    .click();
  await expect(page).toHaveURL(officeUrl('vandijk', '/hypotheek'));
  await expect(page.getByRole('heading', { level: 1, name: shell.screen_mortgages })).toBeVisible();
  await expect(page.getByRole('button', { name: nl.login_submit, exact: true })).toHaveCount(0);
  expect((await currentAccount(page))?.tokens?.accessToken).not.toBe(first);
  // Refreshed at half-life, each refresh accepted, one at a time, and no call refused.
  expect(refreshes.length).toBeGreaterThanOrEqual(2);
  // One a half-life over three half-lives: a storm would show dozens.
  expect(refreshes.length).toBeLessThanOrEqual(5);
  expect(refreshes.every((status) => status === 200)).toBe(true);
  expect(refused).toEqual([]);
});

test('start-up: patience while the office loads, the overload page with a retry, maintenance on 503', async ({ page }) => {
  await page.clock.install();
  await page.route('**/api/customer/tenant', () => undefined);
  await page.goto(officeUrl('vandijk'));
  // A quick start shows no spinner; a slow one shows it from 400 ms after the page began to load.
  await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'true');
  await page.clock.fastForward(SPINNER_AFTER_MS);
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expect(page.getByText(common.patience_1)).toHaveCount(0);
  for (const [after, text] of [
    [3_000 - SPINNER_AFTER_MS, common.patience_1],
    [5_000, common.patience_2],
    // No office yet, so no pronoun: the formal form.
    [7_000, common.patience_3_u],
  ] as const) {
    await page.clock.fastForward(after);
    await expect(page.getByRole('status')).toHaveText(text);
  }

  const failWith = (status: number) =>
    page.route('**/api/customer/tenant', (route) => route.fulfill({ status, json: { error: { code: 'server_error', message: 'down', status } } }));
  await page.unrouteAll();
  await failWith(500);
  await page.goto(officeUrl('vandijk'));
  await page.clock.fastForward(2_000);
  await expect(page.getByRole('heading', { name: common.overload_title })).toBeVisible();
  await page.unrouteAll();
  await page.getByRole('button', { name: common.retry }).click();
  await expect(page.getByRole('heading', { name: fill(nl.login_welcome_office, { office: VANDIJK }) })).toBeVisible();

  await failWith(503);
  await page.goto(officeUrl('vandijk'));
  await page.clock.fastForward(2_000);
  await expect(page.getByRole('heading', { name: common.maintenance_title })).toBeVisible();
});

/** Changes the current stored account's session as time or a new version would. */
async function ageStoredSession(page: Page, change: { expiresAt?: number; version?: number }): Promise<void> {
  await page.evaluate((values) => {
    const stored = JSON.parse(localStorage.getItem('portal.accounts') ?? '{}');
    const account = stored.accounts[stored.current];
    if (values.expiresAt !== undefined) account.tokens.expiresAt = values.expiresAt;
    if (values.version !== undefined) account.version = values.version;
    localStorage.setItem('portal.accounts', JSON.stringify(stored));
  }, change);
}

test('at start-up an expired stored session is refreshed; with the server away, a retry instead of a logout', async ({ page }) => {
  await page.goto(officeUrl('vandijk', '/login'));
  await submitPassword(page, SANNE.username);
  await expectSignedIn(page, 'vandijk', SANNE.name);

  // As after a night away: the stored access token has expired.
  await ageStoredSession(page, { expiresAt: Date.now() - 60_000 });
  await page.route('**/proxy/auth/refresh', (route) => route.fulfill({ status: 503, json: { error: { code: 'server_error', message: 'down', status: 503 } } }));
  await page.reload();
  await expect(page.getByRole('heading', { name: common.overload_title })).toBeVisible();
  expect((await currentAccount(page))?.tokens).not.toBeNull();

  await page.unrouteAll();
  await page.getByRole('button', { name: common.retry }).click();
  await expectSignedIn(page, 'vandijk', SANNE.name);
});

test('at start-up a session stored by an older version is discarded: the login asks again', async ({ page }) => {
  await page.goto(officeUrl('vandijk', '/login'));
  await submitPassword(page, SANNE.username);
  await expectSignedIn(page, 'vandijk', SANNE.name);

  await ageStoredSession(page, { version: 0 });
  await page.reload();
  // The saved user stays, without tokens: the login asks only for the password.
  await expect(page.getByLabel(nl.field_username, { exact: true })).toHaveValue(SANNE.username);
  await expect(page.getByLabel(nl.field_password, { exact: true })).toBeFocused();
  expect(Object.values((await storedAccounts(page)).accounts).map((account) => account.tokens)).toEqual([null]);
});
