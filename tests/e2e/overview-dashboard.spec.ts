// The overview feed: the dashboard of each demo customer, Jan's hypotheekwacht signal snoozed, his
// warnings, stepper and totals, an office that does not share policies, and a card opened from
// the keyboard. Screenshots at 375 and 1440 in nl. It changes demo data: its group has a server
// of its own (scripts/e2e.sh).
import { expect } from '@playwright/test';
import common from '../../locales/nl/common.json' with { type: 'json' };
import dashboard from '../../locales/nl/dashboard.json' with { type: 'json' };
import inbox from '../../locales/nl/inbox.json' with { type: 'json' };
import shell from '../../locales/nl/shell.json' with { type: 'json' };
import { JAN, PIETER, SANNE, feed } from './support/overview';
import { openSignedIn, test, type Office } from './support/sign-in';

for (const [office, username, width] of [
  ['vandijk', JAN, 1440],
  ['vandijk', JAN, 375],
  ['vandijk', SANNE, 1440],
  ['vandijk', SANNE, 375],
  ['degroot', PIETER, 1440],
  ['degroot', PIETER, 375],
] as const) {
  test(`the dashboard of ${username} at ${width} px`, async ({ page, signedIn }) => {
    await page.setViewportSize({ width, height: 900 });
    await openSignedIn(page, await signedIn(office as Office, username));
    await expect(page.getByRole('heading', { level: 1, name: shell.screen_dashboard })).toBeVisible();
    await expect(feed(page).getByRole('listitem').first()).toBeVisible();
  });
}

test('Jan: the hypotheekwacht shows his fixed-rate signal at 375 px, and he snoozes it', async ({ page, signedIn }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openSignedIn(page, await signedIn('vandijk', JAN));
  // Computed at the server's start: the Florius parts of the Amsterdamsestraatweg flat end on 1 March 2027.
  const watch = page.getByRole('region', { name: dashboard.watch_signals_label });
  const signal = watch.getByRole('listitem').filter({ hasText: 'leningdeel 80021' });
  await expect(signal).toContainText(
    /^Op 1 maart 2027 loopt de rentevaste periode af van leningdeel 80021 van je hypotheek voor .+\. Bij de gemiddelde rente van vandaag voor 15 jaar vast \(\d+,\d\d%\) gaat de maandlast van dit leningdeel ongeveer €\s\d+ (omhoog|omlaag)\./,
  );
  // The calculator opens on the period whose rate the signal quotes.
  await expect(signal.getByRole('link', { name: dashboard.watch_signal_refinance })).toHaveAttribute('href', /rekenhulp=refinance&hypotheek=\d+&rentevast=180/);
  // The feed names the rule in words, never by its key.
  await expect(feed(page).getByText(common.signal_rule_fixed_rate_ending, { exact: true })).toHaveCount(2);
  await expect(feed(page).getByText('fixed_rate_ending')).toHaveCount(0);
  await signal.getByRole('button', { name: dashboard.watch_signal_snooze }).click();
  await expect(signal).toHaveCount(0);
  // Snoozed on the server too: a fresh page leaves it out, and keeps the other part's signal.
  await page.reload();
  await expect(watch.getByRole('listitem').filter({ hasText: 'leningdeel 80022' })).toBeVisible();
  await expect(signal).toHaveCount(0);
});

test('Jan: warnings, the stepper and the totals', async ({ page, signedIn }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, await signedIn('vandijk', JAN));
  // The application with 2 of 4 documents still open is a warning with a half-full bar.
  const request = feed(page).locator('li[data-kind="mortgageRequest"][data-warning]');
  await expect(request).toHaveCount(1);
  await expect(request.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
  // Opening it lists the requested documents (the dialog's code comes only now), and it closes again.
  await request.getByRole('button').click();
  const requested = page.getByRole('dialog', { name: dashboard.request_title });
  await expect(requested.getByText(dashboard.request_open)).toHaveCount(2);
  await page.keyboard.press('Escape');
  await expect(requested).toBeHidden();
  // Two applications: one delivering documents (step 2), one with the bank (step 4).
  await expect(page.locator('[data-step="2"]')).toHaveCount(1);
  await expect(page.locator('[data-step="4"]')).toHaveCount(1);
  await expect(page.getByRole('region', { name: dashboard.mortgage_totals, exact: true })).toContainText(dashboard.mortgage_totals_label);
  await expect(page.getByRole('region', { name: dashboard.policy_totals, exact: true })).toContainText(dashboard.policy_totals_label);
  // A note of the advisor is called a note here, as in the inbox.
  const note = feed(page).locator('li').filter({ hasText: 'Verslag adviesgesprek nieuwe woning' });
  await expect(note).toContainText(new RegExp(inbox.kind_note, 'i'));
  // The tasks filter (a native select, the device's own picker) leaves only finished tasks.
  await page.getByRole('combobox', { name: dashboard.filter_tasks }).selectOption({ label: dashboard.filter_tasks_finished });
  await expect(feed(page).getByText('Getekende koopovereenkomst uploaden')).toHaveCount(0);
  await expect(feed(page).getByText('Taxatieafspraak bevestigen')).toBeVisible();
});

test('Pieter at De Groot sees no policy totals when the office does not share policies', async ({ page, signedIn }) => {
  await openSignedIn(page, await signedIn('degroot', PIETER));
  await expect(feed(page)).toBeVisible();
  await expect(page.getByRole('region', { name: dashboard.mortgage_totals, exact: true })).toBeVisible();
});

test('the feed works from the keyboard: a card opens with Enter and the dialog closes with Escape', async ({ page, signedIn }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, await signedIn('vandijk', SANNE));
  const card = feed(page).getByRole('button', { name: /Upload je jaaropgave/ });
  await card.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Upload je jaaropgave' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(card).toBeFocused();
});
