// Online appointments at 375 px in Dutch: Sanne books a check from the contact screen, sees
// it in the list and on the dashboard, cancels it; from the dashboard card a week without times.
// axe finds nothing serious or critical on the screen or in the booking modal.
import { expect, type Page } from '@playwright/test';
import nl from '../../locales/nl/appointments.json' with { type: 'json' };
import shell from '../../locales/nl/shell.json' with { type: 'json' };
import { seriousAxeLines } from './support/axe';
import { openSignedIn, test } from './support/sign-in';

const SANNE = 'sanne.bakker@example.nl';
const JAN = 'jan.devries@example.nl';

/** Step 1 of the modal, which opens on its first field: a category, then a type of it. */
async function chooseType(page: Page, category: string, type: string) {
  const dialog = page.getByRole('dialog', { name: nl.dialog_title });
  await expect(dialog.getByRole('combobox', { name: nl.category })).toBeFocused();
  await expect(dialog.getByRole('button', { name: nl.next, exact: true })).toBeDisabled();
  await expect(dialog.getByRole('combobox', { name: nl.type })).toHaveAttribute('aria-disabled', 'true');
  await dialog.getByRole('combobox', { name: nl.category }).click();
  await page.getByRole('option', { name: category }).click();
  await dialog.getByRole('combobox', { name: nl.type }).click();
  await page.getByRole('option', { name: type }).click();
  await dialog.getByRole('button', { name: nl.next, exact: true }).click();
  return dialog;
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
});

test('Sanne books a check from the contact screen, sees it in the list and on the dashboard, and cancels it', async ({ page, signedIn }) => {
  await openSignedIn(page, await signedIn('vandijk', SANNE), '/afspraken');
  await expect(page.getByRole('heading', { level: 1, name: shell.screen_appointments })).toBeVisible();
  const upcoming = page.getByRole('region', { name: nl.upcoming });
  const past = page.getByRole('region', { name: nl.past });
  await expect(upcoming).toContainText(nl.empty_upcoming);
  await expect(past.getByRole('article', { name: 'Verzekeringscheck' })).toContainText(nl.status_finished);
  expect(await seriousAxeLines(page)).toEqual([]);

  await page.goto(page.url().replace('/afspraken', '/contact'));
  const opener = page.getByRole('button', { name: nl.make_appointment_online });
  await opener.click();
  const dialog = await chooseType(page, 'Hypotheken', 'Hypotheekcheck');
  // Step 2 opens on the first week with a time, focus on its first time (issue 42 items 14, 17).
  const times = dialog.getByRole('radiogroup', { name: nl.times });
  const radios = times.getByRole('radio');
  await expect(radios.first()).toBeFocused();
  // The times are one group: the arrow keys move and choose, Tab leaves them at once (item 15).
  await page.keyboard.press('ArrowRight');
  await expect(radios.nth(1)).toBeFocused();
  await expect(radios.nth(1)).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: nl.back })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(radios.nth(1)).toBeFocused();
  // Two weeks on, well outside the 24-hour cancellation window.
  await dialog.getByRole('button', { name: nl.week_next }).click();
  await dialog.getByRole('button', { name: nl.week_next }).click();
  await expect(dialog.getByRole('button', { name: nl.week_previous })).toBeEnabled();
  await expect(dialog.getByRole('button', { name: 'Mark van Dijk' })).toHaveAttribute('aria-pressed', 'true');
  const firstTime = radios.first();
  const chosen = (await firstTime.getAttribute('aria-label'))!;
  await firstTime.check();
  await expect(firstTime).toBeChecked();
  expect(await seriousAxeLines(page)).toEqual([]);
  await dialog.getByRole('button', { name: nl.next, exact: true }).click();
  await expect(dialog.getByLabel(nl.description)).toBeFocused();
  await page.keyboard.type('Mijn rentevaste periode loopt af.');
  await dialog.getByRole('button', { name: nl.submit }).click();
  await expect(dialog.getByRole('status')).toContainText(nl.summary_title);
  await expect(dialog).toContainText('Mijn rentevaste periode loopt af.');
  await expect(dialog.getByRole('button', { name: nl.close })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await page.goto(page.url().replace('/contact', '/afspraken'));
  const booked = upcoming.getByRole('article', { name: 'Hypotheekcheck' });
  await expect(booked).toContainText(nl.status_approved);
  const time = /(\d\d:\d\d)$/.exec(chosen)![1]!;
  await expect(booked).toContainText(`${time}–`);
  await expect(booked.getByRole('link', { name: nl.video_link })).toHaveAttribute('href', /^https:\/\/meet\.jit\.si\//);

  await page.goto(page.url().replace('/afspraken', '/'));
  const card = page.getByRole('region', { name: nl.card_title });
  await expect(card.getByTestId('next-appointment')).toContainText('Hypotheekcheck');
  await expect(card).toContainText(`${time}–`);

  await card.getByRole('link', { name: nl.card_all }).click();
  await upcoming.getByRole('article', { name: 'Hypotheekcheck' }).getByRole('button', { name: nl.cancel }).click();
  const confirm = page.getByRole('dialog', { name: nl.cancel_title });
  await expect(confirm).toContainText(time);
  await confirm.getByRole('button', { name: nl.cancel_confirm }).click();
  await expect(confirm).toBeHidden();
  // Its opener went with the appointment: focus goes on from the list, not the top of the page.
  await expect(upcoming.getByRole('heading', { name: nl.upcoming })).toBeFocused();
  await expect(upcoming).toContainText(nl.empty_upcoming);
  // A cancelled appointment stands in a group of its own, not among the ones that took place.
  const cancelled = page.getByRole('region', { name: nl.cancelled });
  await expect(cancelled.getByRole('article', { name: 'Hypotheekcheck' })).toContainText(nl.status_cancelled);
  await expect(past.getByRole('article', { name: 'Hypotheekcheck' })).toHaveCount(0);
});

test('from the dashboard card: a week without times says so, the next week has times', async ({ page, signedIn }) => {
  await openSignedIn(page, await signedIn('vandijk', SANNE));
  const card = page.getByRole('region', { name: nl.card_title });
  await card.getByRole('button', { name: nl.make_appointment_online }).click();
  const dialog = await chooseType(page, 'Verzekeringen', 'Verzekeringscheck');
  await expect(dialog.getByRole('radiogroup', { name: nl.times })).toBeVisible();
  // Step 2 opens on the first week with a time: late in a week that is the next one.
  const previous = dialog.getByRole('button', { name: nl.week_previous });
  if (await previous.isEnabled()) {
    await previous.click();
    await expect(previous).toBeDisabled();
    await expect(dialog.getByRole('status')).toHaveText(nl.no_results_bookable_times);
  }
  // Lotte, the only advisor for this check, is on holiday two weeks from now (demo data).
  await dialog.getByRole('button', { name: nl.week_next }).click();
  await dialog.getByRole('button', { name: nl.week_next }).click();
  await expect(dialog.getByRole('status')).toHaveText(nl.no_results_bookable_times);
  await expect(dialog.getByRole('button', { name: nl.next, exact: true })).toBeDisabled();
  expect(await seriousAxeLines(page)).toEqual([]);
  await dialog.getByRole('button', { name: nl.week_next }).click();
  await expect(dialog.getByRole('button', { name: 'Lotte Vermeulen' })).toBeVisible();
  // Changing the type clears the times: back to step 1, another type, and step 2 starts at this week.
  await dialog.getByRole('button', { name: nl.back }).click();
  await dialog.getByRole('combobox', { name: nl.category }).click();
  await page.getByRole('option', { name: 'Hypotheken' }).click();
  await expect(dialog.getByRole('button', { name: nl.next, exact: true })).toBeDisabled();
});

test('Jan at 1440 px: the badge counts his one upcoming appointment, not the cancelled or past ones', async ({ page, signedIn }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, await signedIn('vandijk', JAN), '/afspraken');
  await expect(page.locator('header a[href="/afspraken"]')).toHaveAttribute('aria-label', /\b1\b/);
  await expect(page.getByRole('region', { name: nl.upcoming }).getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('region', { name: nl.past }).getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('region', { name: nl.cancelled }).getByRole('article')).toHaveCount(1);
  expect(await seriousAxeLines(page)).toEqual([]);
  await page.getByRole('button', { name: nl.make_appointment_online }).click();
  await chooseType(page, 'Hypotheken', 'Oriënterend hypotheekgesprek');
  await page.getByRole('button', { name: nl.week_next }).click();
  await expect(page.getByRole('radio', { name: / om \d\d:\d\d$/ }).first()).toBeVisible();
  await page.goto(page.url().replace('/afspraken', '/'));
  await expect(page.getByRole('region', { name: nl.card_title })).toContainText('Hypotheekcheck');
});
