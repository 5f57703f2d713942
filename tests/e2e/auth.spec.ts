// Sign-in end to end: two-factor with the mailed code, the office code on a host without office,
// saved accounts, a wrong code, forgot password, account activation, a token that expires
// mid-session, the two forms of address, and screenshots at 375 and 1440 px. Against a server of
// its own (auth-server.ts) with 30-second access tokens.
import { expect, test, type Page } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import nl from '../../locales/nl/auth.json' with { type: 'json' };
import common from '../../locales/nl/common.json' with { type: 'json' };
import shell from '../../locales/nl/shell.json' with { type: 'json' };
import { SPINNER_AFTER_MS } from '../../src/app/startup/patience';
import { ACCESS_TOKEN_SECONDS, AUTH_PORT, lastMailId, nextMail, officeUrl, startAuthServer, stopAuthServer } from './auth-server';
import { seriousAxeFindings } from './support/axe';

const PASSWORD = 'Welkom2026!';
const JAN = { username: 'jan.devries@example.nl', name: 'Jan de Vries' };
const SANNE = { username: 'sanne.bakker@example.nl', name: 'Sanne Bakker' };
const PIETER = { username: 'p.jansen@example.nl', name: 'Pieter Jansen' };
const LOTTE = { username: 'lotte.visser@example.nl', name: 'Lotte Visser', activation: 'VD-2026-4817' };
const VANDIJK = 'Van Dijk Hypotheken & Verzekeringen';
const DEGROOT = 'De Groot Financieel Advies';

let server: ChildProcess | undefined;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startAuthServer();
});
test.afterAll(() => stopAuthServer(server));

const fill = (text: string, values: Record<string, string | number>) => text.replace(/{{(\w+)}}/g, (_, name: string) => String(values[name]));

async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    // Let the layout settle (the modal and alerts fade in over about 225 ms).
    await page.waitForTimeout(300);
    await page.screenshot({ path: `test-results/screenshots/auth-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

async function storedAccounts(
  page: Page,
): Promise<{ current: string | null; accounts: Record<string, { name: string; tokens: { accessToken: string } | null }> }> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('portal.accounts') ?? '{"current":null,"accounts":{}}'));
}

async function currentAccount(page: Page) {
  const stored = await storedAccounts(page);
  return stored.current ? (stored.accounts[stored.current] ?? null) : null;
}

// Node does not resolve *.localhost, so API calls from the test name the office in the Host header.
const hostOf = (office: string | null) => ({ Host: `${office ? `${office}.` : ''}localhost:${AUTH_PORT}` });

/** Signed in: the login is gone, the shell shows, and the current saved account's token is that customer's. */
async function expectSignedIn(page: Page, office: string | null, name: string): Promise<void> {
  await expect(page).toHaveURL(officeUrl(office));
  await expect(page.getByRole('button', { name: nl.login_submit })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /profiel/i })).toBeVisible();
  await expect.poll(async () => (await currentAccount(page))?.name).toBe(name);
  const token = (await currentAccount(page))?.tokens?.accessToken ?? '';
  const customer = await page.request.get(officeUrl(null, '/api/customer/customer'), { headers: { ...hostOf(office), Authorization: `Bearer ${token}` } });
  expect(((await customer.json()) as { full_name: string }).full_name).toBe(name);
}

async function submitPassword(page: Page, username: string, password = PASSWORD): Promise<void> {
  await page.getByLabel(nl.field_username, { exact: true }).fill(username);
  await page.getByLabel(nl.field_password, { exact: true }).fill(password);
  await page.getByRole('button', { name: nl.login_submit }).click();
}

/** The two-factor step: the code mailed after `mailsBefore` goes in, Enter submits. */
async function enterMailedCode(page: Page, username: string, mailsBefore: number): Promise<void> {
  await expect(page.getByRole('heading', { name: nl.two_factor_heading })).toBeVisible();
  const mail = await nextMail(username, mailsBefore);
  await page.getByLabel(nl.field_otp, { exact: true }).fill(mail.codes[0] ?? '');
  await page.keyboard.press('Enter');
}

async function signInWithCode(page: Page, office: string, who: { username: string; name: string }): Promise<void> {
  const mailsBefore = await lastMailId(who.username);
  await submitPassword(page, who.username);
  await enterMailedCode(page, who.username, mailsBefore);
  await expectSignedIn(page, office, who.name);
}

const seriousViolations = async (page: Page) => {
  // Buttons fade from their disabled colours for 250 ms after a request; measure where they settle.
  await page.waitForTimeout(400);
  return (await seriousAxeFindings(page)).map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
};

test('signs in on an office sub-domain with the code from the mail', async ({ page }) => {
  await page.goto(officeUrl('vandijk'));
  await expect(page).toHaveURL(officeUrl('vandijk', '/login'));
  await expect(page.getByRole('heading', { name: fill(nl.login_welcome_office, { office: VANDIJK }) })).toBeVisible();
  // The office names itself: no office code here.
  await expect(page.getByLabel(nl.field_tenant_code, { exact: true })).toHaveCount(0);
  await expect(page.getByText(fill(nl.footer, { year: new Date().getFullYear(), office: VANDIJK }))).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'login-vandijk');

  const mailsBefore = await lastMailId(JAN.username);
  await submitPassword(page, JAN.username);
  await expect(page.getByRole('heading', { name: nl.two_factor_heading })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: nl.login_code_sent })).toBeVisible();
  await expect(page.getByText(fill(nl.two_factor_intro, { username: JAN.username }))).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'two-factor');

  await enterMailedCode(page, JAN.username, mailsBefore);
  await expectSignedIn(page, 'vandijk', JAN.name);
  await expect(page).toHaveTitle(VANDIJK);
});

test('a wrong code shows its message and keeps the typed username', async ({ page }) => {
  await page.goto(officeUrl('vandijk', '/login'));
  await submitPassword(page, JAN.username);
  await expect(page.getByRole('heading', { name: nl.two_factor_heading })).toBeVisible();

  await page.getByLabel(nl.field_otp, { exact: true }).fill('000000');
  await page.getByRole('button', { name: nl.two_factor_submit }).click();
  await expect(page.getByRole('alert').filter({ hasText: nl.login_error_code })).toBeVisible();
  await expect(page.getByText(fill(nl.two_factor_intro, { username: JAN.username }))).toBeVisible();
  await expect(page.getByLabel(nl.field_otp, { exact: true })).toHaveValue('');
  await screenshots(page, 'two-factor-wrong-code');

  await page.getByRole('button', { name: nl.back_to_login }).click();
  await expect(page.getByLabel(nl.field_username, { exact: true })).toHaveValue(JAN.username);
  expect(await currentAccount(page)).toBeNull();
});

test('signs in on a host without office with the office code, upper-cased as typed', async ({ page }) => {
  await page.goto(officeUrl(null));
  await expect(page.getByRole('heading', { name: nl.login_welcome })).toBeVisible();
  // No office, no pronoun setting: the formal form.
  await expect(page.getByText(nl.login_intro_u)).toBeVisible();
  await screenshots(page, 'login-no-office');

  const code = page.getByLabel(nl.field_tenant_code, { exact: true });
  await code.pressSequentially('onbekend');
  await expect(code).toHaveValue('ONBEKEND');
  await submitPassword(page, SANNE.username);
  await expect(page.getByRole('alert').filter({ hasText: nl.login_error_tenantcode_u })).toBeVisible();

  await code.fill('');
  await code.pressSequentially('vanDijk');
  await expect(code).toHaveValue('VANDIJK');
  // The loading modal shows while the portal loads the customer after the login.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === '/api/customer/customer',
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.getByRole('button', { name: nl.login_submit }).click();
  await expect(page.getByRole('dialog', { name: nl.loading_portal_u })).toBeVisible();
  release();
  await expectSignedIn(page, null, SANNE.name);
  // Once signed in, the office of the account brands the portal.
  await expect(page).toHaveTitle(VANDIJK);
});

test('checks the fields before asking the server, in the form of address of the office', async ({ page }) => {
  let logins = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/proxy/auth/login')) logins++;
  });
  await page.goto(officeUrl('degroot', '/login'));
  await expect(page.getByRole('heading', { name: fill(nl.login_welcome_office, { office: DEGROOT }) })).toBeVisible();
  await expect(page.getByText(nl.login_intro_u)).toBeVisible();
  await page.getByRole('button', { name: nl.login_submit }).click();
  await expect(page.getByText(nl.login_error_username_u)).toBeVisible();
  await expect(page.getByText(nl.login_error_password_u)).toBeVisible();
  // Focus goes to the first field to fix.
  await expect(page.getByLabel(nl.field_username, { exact: true })).toBeFocused();
  await screenshots(page, 'login-degroot-errors');

  await page.getByLabel(nl.field_username, { exact: true }).fill(PIETER.username);
  await page.getByLabel(nl.field_password, { exact: true }).fill('kort');
  await page.keyboard.press('Enter');
  await expect(page.getByText(fill(nl.password_min_length, { min: 8 }))).toBeVisible();
  expect(logins).toBe(0);

  // The informal office speaks informally.
  await page.goto(officeUrl('vandijk', '/login'));
  await expect(page.getByText(nl.login_intro, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: nl.login_submit }).click();
  await expect(page.getByText(nl.login_error_username, { exact: true })).toBeVisible();
});

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
  await screenshots(page, 'multi');
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

test('forgot password: the link from the mail sets a new password and signs in', async ({ page }) => {
  await page.goto(officeUrl('degroot', '/login'));
  await page.getByLabel(nl.field_username, { exact: true }).fill(PIETER.username);
  await page.getByRole('button', { name: nl.forgot_password }).click();
  await expect(page.getByRole('heading', { name: nl.recovery_heading })).toBeFocused();
  await expect(page.getByLabel(nl.field_username, { exact: true })).toHaveValue(PIETER.username);
  await screenshots(page, 'recovery');
  const mailsBefore = await lastMailId(PIETER.username);
  await page.getByRole('button', { name: nl.recovery_submit }).click();
  await expect(page.getByRole('status').filter({ hasText: nl.login_recoverysent_u })).toBeVisible();

  const link = (await nextMail(PIETER.username, mailsBefore)).links[0] ?? '';
  expect(link).toContain('reset_password=');
  await page.goto(link);
  await expect(page).toHaveURL(/\/wachtwoord\?reset_password=/);
  await expect(page.getByRole('heading', { name: nl.password_heading_reset })).toBeVisible();
  await expect(page.getByLabel(nl.field_username, { exact: true })).toHaveValue(PIETER.username);
  await screenshots(page, 'password-reset');

  const newPassword = 'Nieuw-wachtwoord-2026';
  await page.getByLabel(nl.field_new_password, { exact: true }).fill(newPassword);
  await page.getByLabel(nl.field_confirmation, { exact: true }).fill(`${newPassword}!`);
  await page.keyboard.press('Enter');
  await expect(page.getByText(nl.new_password_equal)).toBeVisible();
  await page.getByLabel(nl.field_confirmation, { exact: true }).fill(newPassword);
  const codesBefore = await lastMailId(PIETER.username);
  await page.getByRole('button', { name: nl.password_submit }).click();
  // Signing in with the new password: Pieter has two-factor on.
  await enterMailedCode(page, PIETER.username, codesBefore);
  await expectSignedIn(page, 'degroot', PIETER.name);

  // The link worked once.
  await page.goto(link);
  await expect(page.getByRole('alert').filter({ hasText: nl.login_error_token })).toBeVisible();
});

test('a missing or unknown token on the password screen says the link is not valid', async ({ page }) => {
  await page.goto(officeUrl('vandijk', '/wachtwoord'));
  await expect(page.getByRole('alert').filter({ hasText: nl.login_error_token })).toBeVisible();
  // Any path with a password link leads to the password screen, query kept.
  await page.goto(officeUrl('vandijk', '/?register=bestaat-niet'));
  await expect(page).toHaveURL(officeUrl('vandijk', '/wachtwoord?register=bestaat-niet'));
  await expect(page.getByRole('alert').filter({ hasText: nl.login_error_token })).toBeVisible();
  await screenshots(page, 'password-bad-link');
  await page.getByRole('link', { name: nl.request_new_link }).click();
  await expect(page.getByRole('heading', { name: nl.recovery_heading })).toBeVisible();
});

test('activates an account by its number, sets the password and signs in', async ({ page }) => {
  await page.goto(officeUrl('vandijk', '/login'));
  await page.getByRole('link', { name: nl.activation_link }).click();
  await expect(page).toHaveURL(officeUrl('vandijk', '/account-activeren'));
  await page.getByLabel(nl.field_activation_number, { exact: true }).fill('VD-0000-0000');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: nl.activation_not_found })).toBeVisible();
  await expect(page.getByText(nl.activation_no_code)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'activation');

  await page.getByLabel(nl.field_activation_number, { exact: true }).fill(LOTTE.activation);
  await page.getByRole('button', { name: nl.activation_submit }).click();
  await expect(page.getByRole('heading', { name: nl.password_heading_register })).toBeVisible();
  await expect(page).toHaveURL(/\/wachtwoord\?register=/);
  await expect(page.getByLabel(nl.field_username, { exact: true })).toHaveValue(LOTTE.username);
  await page.getByLabel(nl.field_new_password, { exact: true }).fill('Lotte-wachtwoord-1');
  await page.getByLabel(nl.field_confirmation, { exact: true }).fill('Lotte-wachtwoord-1');
  const codesBefore = await lastMailId(LOTTE.username);
  await page.getByRole('button', { name: nl.password_submit }).click();
  // Signing in with the new password: Lotte has two-factor on.
  await enterMailedCode(page, LOTTE.username, codesBefore);
  await expectSignedIn(page, 'vandijk', LOTTE.name);
});

test('an access token that expires mid-session is refreshed without the customer noticing', async ({ page, request }) => {
  test.setTimeout(90_000);
  const refreshes: number[] = [];
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/proxy/auth/refresh')) refreshes.push(response.status());
    if (response.status() === 401) refused.push(response.url());
  });
  await page.goto(officeUrl('vandijk', '/login'));
  await submitPassword(page, SANNE.username);
  await expectSignedIn(page, 'vandijk', SANNE.name);
  const first = (await currentAccount(page))?.tokens?.accessToken ?? '';

  // Past the first token's life: the server now refuses it.
  await page.waitForTimeout((ACCESS_TOKEN_SECONDS + 5) * 1000);
  // Node does not resolve *.localhost, so the office goes in the Host header.
  const old = await request.get(officeUrl(null, '/api/customer/customer'), { headers: { ...hostOf('vandijk'), Authorization: `Bearer ${first}` } });
  expect(old.status()).toBe(401);

  // The customer carries on: a screen that loads data, still signed in.
  await page
    .getByRole('navigation', { name: shell.nav_label })
    .getByRole('link', { name: new RegExp(`^${shell.screen_mortgages}`) })
    .click();
  await expect(page).toHaveURL(officeUrl('vandijk', '/hypotheek'));
  await expect(page.getByRole('heading', { level: 1, name: shell.screen_mortgages })).toBeVisible();
  await expect(page.getByRole('button', { name: nl.login_submit })).toHaveCount(0);
  expect((await currentAccount(page))?.tokens?.accessToken).not.toBe(first);
  // Refreshed at half-life, each refresh accepted, one at a time, and no call refused.
  expect(refreshes.length).toBeGreaterThanOrEqual(2);
  // About every 15 s over some 40 s: a storm would show dozens.
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
  await screenshots(page, 'startup-patience');

  const failWith = (status: number) =>
    page.route('**/api/customer/tenant', (route) => route.fulfill({ status, json: { error: { code: 'server_error', message: 'down', status } } }));
  await page.unrouteAll();
  await failWith(500);
  await page.goto(officeUrl('vandijk'));
  await page.clock.fastForward(2_000);
  await expect(page.getByRole('heading', { name: common.overload_title })).toBeVisible();
  await screenshots(page, 'startup-overload');
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

/** After an empty submit, each field typed into keeps the focus and everything typed (issue 27). */
async function typeIntoEachField(page: Page, focusField: (field: ReturnType<Page['getByLabel']>) => Promise<void>): Promise<void> {
  const values = [
    [nl.field_tenant_code, 'vandijk', 'VANDIJK'],
    [nl.field_username, JAN.username, JAN.username],
    [nl.field_password, PASSWORD, PASSWORD],
  ] as const;
  for (const [label, typed, shown] of values) {
    const field = page.getByLabel(label, { exact: true });
    await focusField(field);
    await page.keyboard.type(typed);
    await expect(field).toBeFocused();
    await expect(field).toHaveValue(shown);
  }
  // Nothing leaked into the fields typed before or after.
  await expect(page.getByLabel(nl.field_tenant_code, { exact: true })).toHaveValue('VANDIJK');
  await expect(page.getByLabel(nl.field_username, { exact: true })).toHaveValue(JAN.username);
}

test('after an empty submit on a phone, typing stays in the tapped field', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto(officeUrl(null));
  await page.getByRole('button', { name: nl.login_submit }).tap();
  await expect(page.getByText(nl.login_error_username_u)).toBeVisible();
  await typeIntoEachField(page, (field) => field.tap());
  await context.close();
});

test('after an empty submit at 1440 px, typing stays in the field reached with the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(officeUrl(null));
  await page.getByLabel(nl.field_tenant_code, { exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(nl.login_error_username_u)).toBeVisible();
  // The focus went to the first field in error, the office code; Tab goes on from there.
  await expect(page.getByLabel(nl.field_tenant_code, { exact: true })).toBeFocused();
  let first = true;
  await typeIntoEachField(page, async (field) => {
    if (!first) await page.keyboard.press('Tab');
    first = false;
    await expect(field).toBeFocused();
  });
});
