// The password links end to end: forgot password and the link from the mail, a missing or unknown
// link, and activating an account by its number; each sets a password and signs in with the
// mailed code. Screenshots at 375 and 1440 px. Against a server of its own (support/auth.ts).
import { expect, test } from '@playwright/test';
import nl from '../../locales/nl/auth.json' with { type: 'json' };
import { LOTTE, PIETER, seriousViolations, useAuthServer } from './support/auth';

const { officeUrl, nextMail, lastMailId, expectSignedIn, enterMailedCode } = useAuthServer('links');

test('forgot password: the link from the mail sets a new password and signs in', async ({ page }) => {
  await page.goto(officeUrl('degroot', '/login'));
  await page.getByLabel(nl.field_username, { exact: true }).fill(PIETER.username);
  await page.getByRole('button', { name: nl.forgot_password }).click();
  await expect(page.getByRole('heading', { name: nl.recovery_heading })).toBeFocused();
  await expect(page.getByLabel(nl.field_username, { exact: true })).toHaveValue(PIETER.username);
  const mailsBefore = await lastMailId(PIETER.username);
  await page.getByRole('button', { name: nl.recovery_submit }).click();
  await expect(page.getByRole('status').filter({ hasText: nl.login_recoverysent_u })).toBeVisible();

  const link = (await nextMail(PIETER.username, mailsBefore)).links[0] ?? '';
  expect(link).toContain('reset_password=');
  await page.goto(link);
  await expect(page).toHaveURL(/\/wachtwoord\?reset_password=/);
  await expect(page.getByRole('heading', { name: nl.password_heading_reset })).toBeVisible();
  await expect(page.getByLabel(nl.field_username, { exact: true })).toHaveValue(PIETER.username);

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
