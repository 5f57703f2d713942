// What the edit-info specs on a touch phone share: the phone itself, opening a tab as Jan, typing
// key by key, tapping past the swipe edge, and the checks after a refused, a fixed and a saved form.
import { expect, type Locator, type Page } from '@playwright/test';
import nlEdit from '../../../locales/nl/edit-info.json' with { type: 'json' };
import nlForms from '../../../locales/nl/forms.json' with { type: 'json' };
import { JAN, promptAnswered } from './edit-info';
import { clipped } from './fit';
import { openSignedIn, test } from './sign-in';

/** The calling spec's tests on a touch phone (375 px), one after another. */
export function onPhone() {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });
  test.describe.configure({ mode: 'serial' });
}

export async function openTab(page: Page, tab: string, signedIn: (office: 'vandijk', username: string) => Promise<Parameters<typeof openSignedIn>[1]>) {
  await promptAnswered(page, 'vandijk');
  await openSignedIn(page, await signedIn('vandijk', JAN), `/gegevens/${tab}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
}

/** Reloads the tab and waits for its form (a busy machine takes a while). */
export async function reload(page: Page) {
  await page.reload();
  await expect(page.getByRole('button', { name: nlEdit.save, exact: true }).or(page.getByRole('button', { name: nlEdit.password_change }))).toBeVisible({
    timeout: 15_000,
  });
}

/** Taps the field, selects what it holds and types `text` key by key, as a phone keyboard does. */
export async function typeInto(page: Page, field: Locator, text: string) {
  await field.tap();
  await expect(field).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/** Types `text` into `field` after a refused save: the focus stays there and the text lands whole. */
export async function typeStays(page: Page, field: Locator, text: string) {
  await typeInto(page, field, text);
  await expect(field).toBeFocused();
  await expect(field).toHaveValue(text);
}

export const summaryOf = (page: Page) => page.getByRole('alert').filter({ hasText: nlForms.errors_title });

/**
 * After a refused save: the summary has the focus and one link, `label: message`; the one field in
 * error says `message` once, under it; tapping the link focuses the field.
 */
export async function expectOneError(page: Page, field: Locator, label: string, message: string) {
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
export async function expectNoError(page: Page, message: string) {
  await expect(summaryOf(page)).toHaveCount(0);
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
  await expect(page.getByText(message)).toHaveCount(0);
}

export async function save(page: Page) {
  await page.getByRole('button', { name: nlEdit.save, exact: true }).tap();
}

export const savedOf = (page: Page) => page.getByRole('status').filter({ hasText: nlEdit.save_edits_succesful });

export async function expectSaved(page: Page) {
  // The server may be slow to answer on a busy machine.
  await expect(savedOf(page)).toBeVisible({ timeout: 15_000 });
  await expect(summaryOf(page)).toHaveCount(0);
}

/** After a reload: the saved values whole in their boxes. */
export async function expectWhole(page: Page) {
  expect(await clipped(page)).toEqual([]);
}
