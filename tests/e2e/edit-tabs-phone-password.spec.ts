// The account tab of the edit-info screen on a touch phone (375 px) for Jan de Vries (Van Dijk,
// informal): notification choices saved, and a mismatched new password refused the way the data
// tabs refuse a field (edit-tabs-phone-forms.spec.ts), then changed and changed back. That ends
// Jan's other sessions: this spec runs on the server of the data tabs' spec, after it, on one
// worker (scripts/e2e.sh; Playwright takes spec files in order of their names).
import { expect } from '@playwright/test';
import nlEdit from '../../locales/nl/edit-info.json' with { type: 'json' };
import { JAN } from './support/edit-info';
import { expectNoError, expectOneError, onPhone, openTab, reload, typeInto, typeStays } from './support/edit-tabs-phone';
import { PASSWORD, SERVER, hostOf, test } from './support/sign-in';

onPhone();

test('the account tab: notification choices saved; a mismatched new password refused, fixed, changed and changed back', async ({ page, signedIn, request }) => {
  await openTab(page, 'account', signedIn);
  const tasks = page.getByRole('combobox', { name: nlEdit.notify_kind_task });
  await tasks.tap();
  await page.getByRole('option', { name: nlEdit.notify_channel_none }).tap();
  await page.getByRole('button', { name: nlEdit.notify_save }).tap();
  await expect(page.getByText(nlEdit.notify_saved)).toBeVisible({ timeout: 15_000 });

  const current = page.getByLabel(nlEdit.current_password);
  const fresh = page.getByRole('textbox', { name: nlEdit.new_password, exact: true });
  const again = page.getByLabel(nlEdit.new_password_confirmation);
  await typeInto(page, current, PASSWORD);
  await typeInto(page, fresh, 'Nieuw2026!');
  await typeInto(page, again, 'Nieuw2026?');
  await page.getByRole('button', { name: nlEdit.password_change }).tap();
  await expectOneError(page, again, nlEdit.new_password_confirmation, nlEdit.new_password_equal);
  await typeStays(page, again, 'Nieuw2026!');
  await expectNoError(page, nlEdit.new_password_equal);
  await page.getByRole('button', { name: nlEdit.password_change }).tap();
  await expect(page.getByText(nlEdit.password_changed)).toBeVisible({ timeout: 15_000 });

  const signIn = (password: string) =>
    request.post(`${SERVER}/proxy/auth/login`, { headers: hostOf('vandijk'), data: { username: JAN, password, tenant: 'vandijk' } });
  // Jan may sign in with two-factor: the password is right when the server asks the code.
  expect([200, 403]).toContain((await signIn('Nieuw2026!')).status());
  expect((await signIn(PASSWORD)).status()).toBe(401);

  await reload(page);
  await expect(tasks).toHaveText(nlEdit.notify_channel_none);
  // Back to the demo password, so Jan signs in as every other spec expects.
  await typeInto(page, current, 'Nieuw2026!');
  await typeInto(page, fresh, PASSWORD);
  await typeInto(page, again, PASSWORD);
  await page.getByRole('button', { name: nlEdit.password_change }).tap();
  await expect(page.getByText(nlEdit.password_changed)).toBeVisible({ timeout: 15_000 });
  expect([200, 403]).toContain((await signIn(PASSWORD)).status());
});
