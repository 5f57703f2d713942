// The overview feed and correspondence: the dashboard of each demo customer, reading a mail
// (badge drops, hostile content neutralised), writing to the office (required fields, 2 MB limit,
// nothing typed lost), filtering tasks and searching the inbox. Screenshots at 375 and 1440 in nl.
import { expect, type Page } from '@playwright/test';
import common from '../../locales/nl/common.json' with { type: 'json' };
import dashboard from '../../locales/nl/dashboard.json' with { type: 'json' };
import inbox from '../../locales/nl/inbox.json' with { type: 'json' };
import messages from '../../locales/nl/messages.json' with { type: 'json' };
import shell from '../../locales/nl/shell.json' with { type: 'json' };
import tasks from '../../locales/nl/tasks.json' with { type: 'json' };
import { openSignedIn, test, type Office } from './support/sign-in';

const JAN = 'jan.devries@example.nl';
const SANNE = 'sanne.bakker@example.nl';
const PIETER = 'p.jansen@example.nl';

async function screenshot(page: Page, name: string): Promise<void> {
  // Cards and charts animate in; the picture should show where they settle.
  await page.waitForTimeout(600);
  await page.screenshot({ path: `test-results/screenshots/overview-${name}.png`, fullPage: true });
}

/** The number of new items the header's inbox shortcut announces ("Berichten, 3 nieuw"). */
async function inboxBadge(page: Page): Promise<number> {
  // By CSS, not by role: while a dialog is open the page behind it is hidden from the accessibility tree.
  const link = page.locator('header a[href="/berichten"]').first();
  const name = (await link.getAttribute('aria-label')) ?? '';
  return Number(/(\d+)/.exec(name)?.[1] ?? 0);
}

const feed = (page: Page) => page.getByRole('region', { name: dashboard.feed_title });

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
    await screenshot(page, `${username.split('@')[0]}-${width}-nl`);
  });
}

test('Jan: the hypotheekwacht shows his fixed-rate signal at 375 px, and he snoozes it', async ({ page, signedIn }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openSignedIn(page, await signedIn('vandijk', JAN));
  // Computed at the server's start: the Florius parts of the Amsterdamsestraatweg flat end on 1 March 2027.
  const watch = page.getByRole('region', { name: dashboard.watch_signals_label });
  const signal = watch.getByRole('listitem').filter({ hasText: 'leningdeel 80021' });
  await expect(signal).toContainText(
    /^Op 1 maart 2027 loopt de rentevaste periode van leningdeel 80021 af\. Bij de rente van vandaag \(\d+,\d\d%\) gaat je maandlast ongeveer € \d+ (omhoog|omlaag)\./,
  );
  await expect(signal.getByRole('link', { name: dashboard.watch_signal_refinance })).toHaveAttribute('href', /rekenhulp=refinance&hypotheek=\d+/);
  // The feed names the rule in words, never by its key.
  await expect(feed(page).getByText(common.signal_rule_fixed_rate_ending, { exact: true })).toHaveCount(2);
  await expect(feed(page).getByText('fixed_rate_ending')).toHaveCount(0);
  await screenshot(page, 'hypotheekwacht-375-nl');
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

test('opening the tracking mail drops the badge, loads nothing from tracker.example.com and runs no script', async ({ page, signedIn }) => {
  const outside: string[] = [];
  page.on('request', (request) => {
    if (/tracker\.example\.com|evil\.example\.com/.test(request.url())) outside.push(request.url());
  });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, await signedIn('vandijk', JAN), '/berichten');
  await expect(page.getByRole('heading', { level: 1, name: shell.screen_inbox })).toBeVisible();
  await expect.poll(() => inboxBadge(page)).toBeGreaterThan(0);
  const before = await inboxBadge(page);

  await page.getByRole('button', { name: /Jouw persoonlijke aanbod zonnepanelen/ }).click();
  const viewer = page.getByRole('dialog');
  await expect(viewer.getByText('mark.vandijk@vandijkhypotheken.nl')).toBeVisible();
  const body = viewer.frameLocator('iframe');
  await expect(body.getByText('Beste Jan,')).toBeVisible();
  await expect(body.getByText('Opbrengst circa 4.800 kWh per jaar')).toBeVisible();
  await expect(body.locator('script, form, iframe')).toHaveCount(0);
  await expect(viewer.locator('iframe')).toHaveAttribute('sandbox', 'allow-same-origin');
  await screenshot(page, 'mail-1440-nl');
  await expect.poll(() => inboxBadge(page)).toBe(before - 1);
  await body.getByRole('link', { name: 'Bekijk het aanbod' }).click();
  await page.waitForTimeout(500);
  expect(outside).toEqual([]);
  expect(dialogs).toEqual([]);

  await viewer.getByRole('button', { name: messages.close }).click();
  // Read now: it moved to the read tab.
  await page.getByRole('tab', { name: messages.tab_read }).click();
  await expect(page.getByRole('button', { name: /Jouw persoonlijke aanbod zonnepanelen/ })).toBeVisible();
});

test('the mail with an inline logo shows it through the portal, and lists only the real attachment', async ({ page, signedIn }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openSignedIn(page, await signedIn('vandijk', JAN), '/berichten');
  await screenshot(page, 'inbox-375-nl');
  await page.getByRole('button', { name: /Je rentevoorstel van de Rabobank/ }).click();
  const viewer = page.getByRole('dialog');
  await expect(viewer.getByRole('region', { name: messages.mail_attachments }).getByRole('button')).toHaveText(['Rentevoorstel Rabobank.pdf']);
  const logo = viewer.frameLocator('iframe').getByRole('img', { name: /Van Dijk Hypotheken/ });
  await expect(logo).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await screenshot(page, 'mail-375-nl');
});

test('searching the inbox filters after typing', async ({ page, signedIn }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, await signedIn('vandijk', JAN), '/berichten');
  await page.getByRole('tab', { name: messages.tab_read }).click();
  await page.getByLabel(messages.search_label.replace('{{what}}', shell.screen_inbox)).fill('jaaroverzicht');
  await expect(page.getByRole('button', { name: /Jouw jaaroverzicht verzekeringen/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Welkom in je klantportaal/ })).toHaveCount(0);
  await screenshot(page, 'inbox-search-1440-nl');
  await page.getByLabel(messages.search_label.replace('{{what}}', shell.screen_inbox)).fill('bestaat-niet');
  await expect(page.getByRole('status').filter({ hasText: inbox.empty_search.replace('{{search}}', 'bestaat-niet') })).toBeVisible();
});

test('sending a message: required fields, a 3 MB attachment refused, typed text kept, then sent', async ({ page, signedIn }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openSignedIn(page, await signedIn('vandijk', SANNE), '/berichten');
  await page.getByRole('button', { name: inbox.send_open }).click();
  const form = page.getByRole('dialog', { name: inbox.send_title });
  await form.getByLabel(inbox.subject).fill('Vraag over mijn rente');
  await form.getByRole('button', { name: inbox.send }).click();
  // The error summary at the top names each missing field with its own text (core §5).
  const summary = form.getByRole('alert').filter({ hasText: inbox.category_required });
  await expect(summary).toContainText(inbox.message_required);
  await expect(summary).not.toContainText(inbox.subject_required);

  await form.getByLabel(inbox.category).click();
  await page.getByRole('option', { name: inbox.category_refinance }).click();
  await form.getByLabel(inbox.message).fill('Kan mijn rente omlaag als ik oversluit?');
  await form.locator('input[type=file]').setInputFiles([{ name: 'groot.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(3 * 1024 * 1024, 1) }]);
  await expect(form.getByRole('alert').filter({ hasText: 'groot.pdf' })).toBeVisible();
  await expect(form.getByLabel(inbox.message)).toHaveValue('Kan mijn rente omlaag als ik oversluit?');
  await screenshot(page, 'send-375-nl');

  const sent = page.waitForRequest((request) => request.url().includes('/customer/task/message/') && request.method() === 'POST');
  await form.getByRole('button', { name: inbox.send }).click();
  const body = (await sent).postDataJSON() as Record<string, string>;
  expect(body).toMatchObject({ category: 'refinance', subject: 'Vraag over mijn rente', message: 'Kan mijn rente omlaag als ik oversluit?' });
  await expect(form.getByText(inbox.message_sent)).toBeVisible();
  await expect(form.getByLabel(inbox.subject)).toHaveValue('');
});

test('a failed send keeps everything typed and retry sends it', async ({ page, signedIn }) => {
  await openSignedIn(page, await signedIn('vandijk', SANNE), '/berichten');
  let refuse = true;
  await page.route('**/customer/task/message/', (route) => (refuse ? route.fulfill({ status: 500, body: '{}' }) : route.fallback()));
  await page.getByRole('button', { name: inbox.send_open }).click();
  const form = page.getByRole('dialog', { name: inbox.send_title });
  await form.getByLabel(inbox.category).click();
  await page.getByRole('option', { name: inbox.category_anders }).click();
  await form.getByLabel(inbox.subject).fill('Adreswijziging');
  await form.getByLabel(inbox.message).fill('Ik ben verhuisd.');
  await form.getByRole('button', { name: inbox.send }).click();
  await expect(form.getByRole('alert').filter({ hasText: inbox.message_error.slice(0, 20) })).toBeVisible();
  await expect(form.getByLabel(inbox.message)).toHaveValue('Ik ben verhuisd.');
  refuse = false;
  await form.getByRole('button', { name: inbox.retry }).click();
  await expect(form.getByText(inbox.message_sent)).toBeVisible();
});

test('the server refuses an attachment over 2 MB with 413 and the form says so', async ({ page, signedIn }) => {
  await openSignedIn(page, await signedIn('vandijk', SANNE), '/berichten');
  await page.route('**/customer/task/message/', (route) =>
    route.fulfill({
      status: 413,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'message_error_file_size', message: 'File too large', status: 413 } }),
    }),
  );
  await page.getByRole('button', { name: inbox.send_open }).click();
  const form = page.getByRole('dialog', { name: inbox.send_title });
  await form.getByLabel(inbox.category).click();
  await page.getByRole('option', { name: inbox.category_anders }).click();
  await form.getByLabel(inbox.subject).fill('Bijlage');
  await form.getByLabel(inbox.message).fill('Zie bijlage.');
  await form.locator('input[type=file]').setInputFiles([{ name: 'klein.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') }]);
  await form.getByRole('button', { name: inbox.send }).click();
  await expect(form.getByText(inbox.message_error_file_size)).toBeVisible();
  await expect(form.getByLabel(inbox.subject)).toHaveValue('Bijlage');
});

test('tasks: tabs, search, opening marks a task finished, small layout below 821 px', async ({ page, signedIn }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, await signedIn('vandijk', JAN), '/taken');
  await expect(page.getByRole('heading', { level: 1, name: shell.screen_tasks })).toBeVisible();
  const list = page.locator('ul[data-layout]');
  await expect(list).toHaveAttribute('data-layout', 'grid');
  await screenshot(page, 'tasks-1440-nl');
  await page.getByLabel(messages.search_label.replace('{{what}}', shell.screen_tasks)).fill('inkomen');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await list.getByRole('button', { name: /Controleer je inkomensgegevens/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: messages.close }).click();
  await expect(page.getByRole('status').filter({ hasText: tasks.empty_search.replace('{{search}}', 'inkomen') })).toBeVisible();
  await page.getByRole('tab', { name: messages.tab_read }).click();
  await expect(page.locator('ul[data-layout]').getByRole('button', { name: /Controleer je inkomensgegevens/ })).toBeVisible();
  await page.setViewportSize({ width: 820, height: 900 });
  await expect(page.locator('ul[data-layout]')).toHaveAttribute('data-layout', 'small');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByLabel(messages.search_label.replace('{{what}}', shell.screen_tasks)).fill('');
  await screenshot(page, 'tasks-375-nl');
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
