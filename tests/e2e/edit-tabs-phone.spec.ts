// Every tab of the edit-info screen on a touch phone (375 px) for Jan de Vries (Van Dijk,
// informal), each the same way: fill a field, leave one wrong, tap save, see one message at that
// field and the summary on top whose link takes the focus to it, type on without the focus
// jumping, fix it, see summary and message go, save, and find the saved value after a reload.
// The account tab changes Jan's password and back, which ends his other sessions: this spec runs
// serially on a server of its own (scripts/e2e.sh), the account tab last.
import { expect, type Locator, type Page } from '@playwright/test';
import nlEdit from '../../locales/nl/edit-info.json' with { type: 'json' };
import nlForms from '../../locales/nl/forms.json' with { type: 'json' };
import { clipped } from './support/fit';
import { PASSWORD, SERVER, hostOf, officeUrl, openSignedIn, test } from './support/sign-in';

const JAN = 'jan.devries@example.nl';

test.use({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });
// Each test fills, refuses, fixes, saves and reloads a tab: longer than most.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

async function openTab(page: Page, tab: string, signedIn: (office: 'vandijk', username: string) => Promise<Parameters<typeof openSignedIn>[1]>) {
  // The notification prompt of the first tap would cover the save button: this device answered it.
  await page.goto(officeUrl('vandijk', '/health'));
  await page.evaluate(() => localStorage.setItem('notifications_prompted', 'answered in an earlier visit'));
  await openSignedIn(page, await signedIn('vandijk', JAN), `/gegevens/${tab}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
}

/** Reloads the tab and waits for its form (a busy machine takes a while). */
async function reload(page: Page) {
  await page.reload();
  await expect(page.getByRole('button', { name: nlEdit.save, exact: true }).or(page.getByRole('button', { name: nlEdit.password_change }))).toBeVisible({
    timeout: 15_000,
  });
}

/** Taps the field, selects what it holds and types `text` key by key, as a phone keyboard does. */
async function typeInto(page: Page, field: Locator, text: string) {
  await field.tap();
  await expect(field).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/** Types `text` into `field` after a refused save: the focus stays there and the text lands whole. */
async function typeStays(page: Page, field: Locator, text: string) {
  await typeInto(page, field, text);
  await expect(field).toBeFocused();
  await expect(field).toHaveValue(text);
}

/**
 * Taps a button at the page's left: the side menu's swipe edge lies over it and hands the tap on
 * (src/app/shell/swipe-area.ts), which Playwright's own check takes for a cover. The finger's way.
 */
async function tapUnderEdge(button: Locator) {
  await expect(button).toBeEnabled();
  await button.scrollIntoViewIfNeeded();
  // A forced tap skips Playwright's check for covers, so wait until nothing but the edge lies over
  // the button's middle: a closing choice list's backdrop takes taps until its exit has run.
  const covered = () =>
    button.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return !!top && !element.contains(top) && !top.className.toString().includes('SwipeArea');
    });
  await expect.poll(covered).toBe(false);
  await button.tap({ force: true });
}

const summaryOf = (page: Page) => page.getByRole('alert').filter({ hasText: nlForms.errors_title });

/**
 * After a refused save: the summary has the focus and one link, `label: message`; the one field in
 * error says `message` once, under it; tapping the link focuses the field.
 */
async function expectOneError(page: Page, field: Locator, label: string, message: string) {
  const summary = summaryOf(page);
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveCount(1);
  await expect(summary.getByRole('link')).toHaveText(`${label}: ${message}`);
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(1);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await expect(page.getByText(message, { exact: true })).toHaveCount(1);
  await summary.getByRole('link').tap();
  await expect(field).toBeFocused();
}

/** Fixed: no summary, no field in error, no message left. */
async function expectNoError(page: Page, message: string) {
  await expect(summaryOf(page)).toHaveCount(0);
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
  await expect(page.getByText(message)).toHaveCount(0);
}

async function save(page: Page) {
  await tapUnderEdge(page.getByRole('button', { name: nlEdit.save, exact: true }));
}

const savedOf = (page: Page) => page.getByRole('status').filter({ hasText: nlEdit.save_edits_succesful });

async function expectSaved(page: Page) {
  // The server may be slow to answer on a busy machine.
  await expect(savedOf(page)).toBeVisible({ timeout: 15_000 });
  await expect(summaryOf(page)).toHaveCount(0);
}

/** After a reload: the saved values whole in their boxes. */
async function expectWhole(page: Page) {
  expect(await clipped(page)).toEqual([]);
}

test('the person tab: an emptied last name refused, fixed and saved', async ({ page, signedIn }) => {
  await openTab(page, 'person', signedIn);
  const first = page.getByRole('textbox', { name: nlForms.first_name });
  const last = page.getByRole('textbox', { name: nlForms.last_name });
  await typeInto(page, first, 'Johannes');
  await typeInto(page, last, '');
  await page.keyboard.press('Backspace');
  await save(page);
  await expectOneError(page, last, nlForms.last_name, nlForms.field_required);
  // Typing on, in another field and then in the one in error, the focus stays where it was put.
  await typeStays(page, first, 'Johannes Pieter');
  await typeStays(page, last, 'Vriesman');
  await expectNoError(page, nlForms.field_required);
  await save(page);
  await expectSaved(page);
  await reload(page);
  await expect(first).toHaveValue('Johannes Pieter');
  await expect(last).toHaveValue('Vriesman');
  await expectWhole(page);
});

test('the income tab: an emptied employer refused, fixed and saved', async ({ page, signedIn }) => {
  await openTab(page, 'income', signedIn);
  const title = page.locator('#root_incomes_0_title');
  const amount = page.locator('#root_incomes_0_gross_annual_amount');
  await typeInto(page, amount, '67.500');
  await typeInto(page, title, '');
  await page.keyboard.press('Backspace');
  await save(page);
  // The item's title, without the employer it no longer has, leads the link.
  await expectOneError(page, title, `${nlForms.type_EmploymentIncome}, ${nlForms.title}`, nlForms.field_required);
  await typeStays(page, amount, '67.750');
  await typeStays(page, title, 'Gemeente Utrecht');
  await expectNoError(page, nlForms.field_required);
  await save(page);
  await expectSaved(page);
  await reload(page);
  await expect(title).toHaveValue('Gemeente Utrecht');
  await expect(amount).toHaveValue('€ 67.750');
  await expectWhole(page);
});

test('the living tab: a bad postal code refused, fixed and saved', async ({ page, signedIn }) => {
  await openTab(page, 'living', signedIn);
  const postal = page.getByRole('textbox', { name: nlForms.postal_code });
  const value = page.getByRole('textbox', { name: nlForms.market_value });
  await typeInto(page, value, '615000');
  await typeInto(page, postal, '1234 a');
  await save(page);
  await expectOneError(page, postal, nlForms.postal_code, nlForms.postal_code_pattern);
  await typeStays(page, postal, '3512 LT');
  await expectNoError(page, nlForms.postal_code_pattern);
  await save(page);
  await expectSaved(page);
  // Changed again, the tab no longer says it is saved; refused, it says only what is wrong.
  await typeInto(page, postal, '1234');
  await expect(savedOf(page)).toHaveCount(0);
  await save(page);
  await expect(summaryOf(page)).toBeFocused();
  await expect(savedOf(page)).toHaveCount(0);
  await reload(page);
  await expect(postal).toHaveValue('3512 LT');
  await expect(value).toHaveValue('€ 615.000');
  await expectWhole(page);
});

test('the mortgage tab: a rate above 10 % refused, fixed and saved', async ({ page, signedIn }) => {
  await openTab(page, 'mortgage', signedIn);
  const part = page.locator('#root_mortgages_0_mortgageParts_0__title');
  await part.tap();
  await expect(part).toHaveAttribute('aria-expanded', 'true');
  const rate = page.locator('#root_mortgages_0_mortgageParts_0_interest');
  await typeInto(page, rate, '10,5');
  await save(page);
  await expectOneError(page, rate, `Hypotheek 53.42.118.907, Leningdeel 1 — Annuïteit € 250.000, ${nlForms.interest}`, nlForms.interest_maximum);
  await typeStays(page, rate, '4,15');
  await expectNoError(page, nlForms.interest_maximum);
  await save(page);
  await expectSaved(page);
  await reload(page);
  await part.tap();
  await expect(rate).toHaveValue('4,15');
  await expectWhole(page);
});

test('the contact tab: an emptied mobile number refused, fixed and saved', async ({ page, signedIn }) => {
  await openTab(page, 'contact', signedIn);
  const mobile = page.getByRole('textbox', { name: nlForms.mobile });
  await typeInto(page, mobile, '');
  await page.keyboard.press('Backspace');
  await save(page);
  await expectOneError(page, mobile, nlForms.mobile, nlForms.field_required);
  await page.keyboard.type('0687654321');
  await expect(mobile).toBeFocused();
  await expect(mobile).toHaveValue('0687654321');
  await expectNoError(page, nlForms.field_required);
  await save(page);
  await expectSaved(page);
  await reload(page);
  await expect(mobile).toHaveValue('0687654321');
  await expectWhole(page);
});

test('the account tab: notification choices saved; a mismatched new password refused, fixed, changed and changed back', async ({ page, signedIn, request }) => {
  await openTab(page, 'account', signedIn);
  const tasks = page.getByRole('combobox', { name: nlEdit.notify_kind_task });
  await tasks.tap();
  await page.getByRole('option', { name: nlEdit.notify_channel_none }).tap();
  await tapUnderEdge(page.getByRole('button', { name: nlEdit.notify_save }));
  await expect(page.getByText(nlEdit.notify_saved)).toBeVisible({ timeout: 15_000 });

  const current = page.getByLabel(nlEdit.current_password);
  const fresh = page.getByRole('textbox', { name: nlEdit.new_password, exact: true });
  const again = page.getByLabel(nlEdit.new_password_confirmation);
  await typeInto(page, current, PASSWORD);
  await typeInto(page, fresh, 'Nieuw2026!');
  await typeInto(page, again, 'Nieuw2026?');
  await tapUnderEdge(page.getByRole('button', { name: nlEdit.password_change }));
  await expectOneError(page, again, nlEdit.new_password_confirmation, nlEdit.new_password_equal);
  await typeStays(page, again, 'Nieuw2026!');
  await expectNoError(page, nlEdit.new_password_equal);
  await tapUnderEdge(page.getByRole('button', { name: nlEdit.password_change }));
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
  await tapUnderEdge(page.getByRole('button', { name: nlEdit.password_change }));
  await expect(page.getByText(nlEdit.password_changed)).toBeVisible({ timeout: 15_000 });
  expect([200, 403]).toContain((await signIn(PASSWORD)).status());
});
