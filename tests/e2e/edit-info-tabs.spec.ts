// The edit-info tabs at 375 px in Dutch for Jan de Vries (Van Dijk, informal): every tab with axe,
// the living, person and contact tabs saved, a refused save keeping every typed value (the
// browser's rule and the advisor lock of p.jansen), the avatar cropped and shown in the header,
// the notification choices kept, the password changed and used to sign in again.
import { expect } from '@playwright/test';
import nlEdit from '../../locales/nl/edit-info.json' with { type: 'json' };
import nlForms from '../../locales/nl/forms.json' with { type: 'json' };
import { png } from '../../src/server/seed/files';
import { JAN, PIETER, openTab } from './support/edit-info';
import { seriousAxeLines } from './support/axe';
import { test } from './support/sign-in';
import { lastMailId, passStepUp } from './support/step-up';

test.describe.configure({ mode: 'serial' });

// A test per tab, each with its axe run, so a slow tab has the limit of one test.
for (const tab of ['person', 'income', 'living', 'mortgage', 'account', 'contact']) {
  test(`the ${tab} tab shows at 375 px with no serious or critical axe finding`, async ({ page, signedIn }) => {
    await openTab(page, await signedIn('vandijk', JAN), tab);
    expect(await seriousAxeLines(page), tab).toEqual([]);
  });
}

test('the static "Gegevens ophalen" banner is a named region, never announced as an alert', async ({ page, signedIn }) => {
  await openTab(page, await signedIn('vandijk', JAN), 'income');
  await expect(page.getByRole('region', { name: nlEdit.data_source_title })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: nlEdit.data_source_title })).toHaveCount(0);
});

test('the living tab saves, and a refused save keeps what was typed', async ({ page, signedIn }) => {
  await openTab(page, await signedIn('vandijk', JAN), 'living');
  const postal = page.getByLabel(nlForms.postal_code);
  await postal.fill('3512lt');
  await postal.blur();
  await expect(postal).toHaveValue('3512 LT');
  await page.getByRole('textbox', { name: nlForms.house_number, exact: true }).fill('40');
  await page.getByLabel(nlForms.market_value).fill('615.000,75');
  await page.getByLabel(nlForms.market_value).blur();
  // Whole euros on leaving the field, written as every screen writes amounts.
  await expect(page.getByLabel(nlForms.market_value)).toHaveValue('€\u00a0615.000');
  await page.getByRole('button', { name: nlEdit.save }).click();
  await expect(page.getByText(nlEdit.save_edits_succesful)).toBeVisible();

  await postal.fill('1234 a');
  await page.getByLabel(nlForms.house_number_addition).fill('bis');
  await page.getByRole('button', { name: nlEdit.save }).click();
  const summary = page.getByRole('alert').filter({ hasText: nlForms.errors_title });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText(nlForms.postal_code_pattern);
  await expect(postal).toHaveValue('1234 A');
  await expect(page.getByLabel(nlForms.house_number_addition)).toHaveValue('bis');
});

test('the person and contact tabs save and the change shows after a reload', async ({ page, signedIn }) => {
  const tokens = await signedIn('vandijk', JAN);
  await openTab(page, tokens, 'person');
  await page.getByLabel(nlForms.first_name).fill('Johan');
  await page.getByRole('button', { name: nlEdit.save }).click();
  await expect(page.getByText(nlEdit.save_edits_succesful)).toBeVisible();

  await openTab(page, tokens, 'contact');
  const mobile = page.getByLabel(nlForms.mobile);
  await mobile.fill('06123456789');
  await expect(mobile).toHaveValue('0612345678');
  await mobile.fill('0699887766');
  await page.getByRole('button', { name: nlEdit.save }).click();
  await expect(page.getByText(nlEdit.save_edits_succesful)).toBeVisible();
  await openTab(page, tokens, 'person');
  await expect(page.getByLabel(nlForms.first_name)).toHaveValue('Johan');
  await expect(page.getByRole('textbox', { name: nlForms.mobile, exact: true })).toHaveValue('0699887766');
});

test('the advisor lock refuses the save and keeps the input', async ({ page, signedIn }) => {
  await openTab(page, await signedIn('degroot', PIETER), 'contact');
  await page.getByLabel(nlForms.mobile).fill('0611122233');
  await page.getByRole('button', { name: nlEdit.save }).click();
  await expect(page.getByText(nlEdit.save_edits_error_noaccess_u)).toBeVisible();
  await expect(page.getByLabel(nlForms.mobile)).toHaveValue('0611122233');
});

test('a cropped avatar shows in the header and on the account saved on this device', async ({ page, signedIn }) => {
  await openTab(page, await signedIn('vandijk', JAN), 'account');
  const headerPicture = page.locator('header img[src^="data:image/png"]').first();
  const before = await headerPicture.getAttribute('src');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: nlEdit.avatar_choose }).click();
  await (await chooser).setFiles({ name: 'foto.png', mimeType: 'image/png', buffer: png(600, 400, '#C62828', '#FFFFFF').content });
  await expect(page.getByRole('dialog', { name: nlEdit.avatar_crop_title })).toBeVisible();
  await page.getByRole('button', { name: nlEdit.avatar_save }).click();
  await expect(page.getByText(nlEdit.avatar_saved)).toBeVisible();
  await expect(headerPicture).not.toHaveAttribute('src', before ?? '');
  const shown = await headerPicture.getAttribute('src');
  // The saved account's list shows the new photo, not the one the sign-in saw.
  const saved = () =>
    page.evaluate(() =>
      Object.values(
        (JSON.parse(localStorage.getItem('portal.accounts') ?? '{}') as { accounts?: Record<string, { avatar: string | null }> }).accounts ?? {},
      ).map((account) => account.avatar),
    );
  await expect.poll(saved).toContain(shown);
});

test('the account tab keeps how the customer hears of each kind of item', async ({ page, signedIn }) => {
  await openTab(page, await signedIn('vandijk', JAN), 'account');
  const messages = () => page.getByRole('combobox', { name: nlEdit.notify_kind_message });
  await expect(messages()).toHaveText(nlEdit.notify_channel_push);
  await messages().click();
  await page.getByRole('option', { name: nlEdit.notify_channel_email }).click();
  await page.getByRole('button', { name: nlEdit.notify_save }).click();
  await expect(page.getByText(nlEdit.notify_saved)).toBeVisible();
  await page.reload();
  await expect(messages()).toHaveText(nlEdit.notify_channel_email);
  await expect(page.getByRole('combobox', { name: nlEdit.notify_kind_task })).toHaveText(nlEdit.notify_channel_push);
});

test('a changed password signs in afterwards', async ({ page, signedIn, request }) => {
  await openTab(page, await signedIn('vandijk', 'sanne.bakker@example.nl'), 'account');
  await page.getByLabel(nlEdit.current_password).fill('Welkom2026!');
  await page.getByRole('textbox', { name: nlEdit.new_password, exact: true }).fill('Nieuw2026!');
  await page.getByLabel(nlEdit.new_password_confirmation).fill('Nieuw2026!');
  const before = await lastMailId(page, 'sanne.bakker@example.nl');
  await page.getByLabel(nlEdit.new_password_confirmation).press('Enter');
  // Sanne signed in with her password alone: the change asks for a mailed code first.
  await passStepUp(page, 'sanne.bakker@example.nl', before);
  await expect(page.getByText(nlEdit.password_changed)).toBeVisible({ timeout: 10_000 });
  const port = process.env.E2E_PORT ?? '3100';
  const login = await request.post(`http://localhost:${port}/proxy/auth/login`, {
    headers: { host: `vandijk.localhost:${port}` },
    data: { username: 'sanne.bakker@example.nl', password: 'Nieuw2026!', tenant: 'vandijk' },
  });
  expect(login.status()).toBe(200);
});
