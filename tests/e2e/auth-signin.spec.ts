// Signing in end to end: two-factor with the mailed code and a wrong code, the office code on a
// host without office, the fields checked before the server is asked in each form of address, and
// typing after an empty submit staying in its field. Against a
// server of its own (support/auth.ts).
import { expect, test, type Page } from '@playwright/test';
import nl from '../../locales/nl/auth.json' with { type: 'json' };
import { DEGROOT, JAN, PASSWORD, PIETER, SANNE, VANDIJK, currentAccount, fill, seriousViolations, submitPassword, useAuthServer } from './support/auth';

const { officeUrl, lastMailId, expectSignedIn, enterMailedCode } = useAuthServer('signin');

test('signs in on an office sub-domain with the code from the mail', async ({ page }) => {
  await page.goto(officeUrl('vandijk'));
  await expect(page).toHaveURL(officeUrl('vandijk', '/login'));
  await expect(page.getByRole('heading', { name: fill(nl.login_welcome_office, { office: VANDIJK }) })).toBeVisible();
  // The office names itself: no office code here.
  await expect(page.getByLabel(nl.field_tenant_code, { exact: true })).toHaveCount(0);
  await expect(page.getByText(fill(nl.footer, { year: new Date().getFullYear(), office: VANDIJK }))).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const mailsBefore = await lastMailId(JAN.username);
  await submitPassword(page, JAN.username);
  await expect(page.getByRole('heading', { name: nl.two_factor_heading })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: nl.login_code_sent })).toBeVisible();
  await expect(page.getByText(fill(nl.two_factor_intro, { username: JAN.username }))).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await enterMailedCode(page, JAN.username, mailsBefore);
  await expectSignedIn(page, 'vandijk', JAN.name);
  await expect(page).toHaveTitle(VANDIJK);
  // Focus on the first screen's heading, not on the page's body.
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
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

  await page.getByRole('button', { name: nl.back_to_login }).click();
  await expect(page.getByLabel(nl.field_username, { exact: true })).toHaveValue(JAN.username);
  expect(await currentAccount(page)).toBeNull();
});

test('signs in on a host without office with the office code, upper-cased as typed', async ({ page }) => {
  await page.goto(officeUrl(null));
  await expect(page.getByRole('heading', { name: nl.login_welcome })).toBeVisible();
  // No office, no pronoun setting: the formal form.
  await expect(page.getByText(nl.login_intro_u)).toBeVisible();

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
  await page.getByRole('button', { name: nl.login_submit, exact: true }).click();
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
  await page.getByRole('button', { name: nl.login_submit, exact: true }).click();
  await expect(page.getByText(nl.login_error_username_u)).toBeVisible();
  await expect(page.getByText(nl.login_error_password_u)).toBeVisible();
  // Focus goes to the first field to fix.
  await expect(page.getByLabel(nl.field_username, { exact: true })).toBeFocused();

  await page.getByLabel(nl.field_username, { exact: true }).fill(PIETER.username);
  await page.getByLabel(nl.field_password, { exact: true }).fill('kort');
  await page.keyboard.press('Enter');
  await expect(page.getByText(fill(nl.password_min_length, { min: 8 }))).toBeVisible();
  expect(logins).toBe(0);

  // The informal office speaks informally.
  await page.goto(officeUrl('vandijk', '/login'));
  await expect(page.getByText(nl.login_intro, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: nl.login_submit, exact: true }).click();
  await expect(page.getByText(nl.login_error_username, { exact: true })).toBeVisible();
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
  await page.getByRole('button', { name: nl.login_submit, exact: true }).tap();
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
