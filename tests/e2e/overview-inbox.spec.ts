// The overview's correspondence: reading a mail (badge drops, hostile content neutralised, an
// inline logo through the portal), searching the inbox, writing to the office (required fields,
// 2 MB limit, nothing typed lost), and the tasks with their tabs and search.
// It changes demo data: its group has a server of its own (scripts/e2e.sh).
import { expect, type Page } from '@playwright/test';
import inbox from '../../locales/nl/inbox.json' with { type: 'json' };
import messages from '../../locales/nl/messages.json' with { type: 'json' };
import shell from '../../locales/nl/shell.json' with { type: 'json' };
import tasks from '../../locales/nl/tasks.json' with { type: 'json' };
import { JAN, SANNE } from './support/overview';
import { openSignedIn, test } from './support/sign-in';

/** The number of new items the header's inbox shortcut announces ("Berichten, 3 nieuw"). */
async function inboxBadge(page: Page): Promise<number> {
  // By CSS, not by role: while a dialog is open the page behind it is hidden from the accessibility tree.
  const link = page.locator('header a[href="/berichten"]').first();
  const name = (await link.getAttribute('aria-label')) ?? '';
  return Number(/(\d+)/.exec(name)?.[1] ?? 0);
}

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
  await expect.poll(() => inboxBadge(page)).toBe(before - 1);
  // Its onclick would raise an alert while the click is dispatched, and the click returns only
  // after that: nothing to wait for. The sandbox runs no script, so none is raised.
  await body.getByRole('link', { name: 'Bekijk het aanbod' }).click();
  expect(page.frames().map((frame) => frame.url())).not.toContainEqual(expect.stringMatching(/tracker\.example\.com|evil\.example\.com/));
  expect(outside).toEqual([]);
  expect(dialogs).toEqual([]);

  await viewer.getByRole('button', { name: messages.close }).click();
  await expect(viewer).toBeHidden();
  // Its card left the unread list while it was open: focus stays with the list, not the page's top.
  await expect.poll(() => page.evaluate(() => document.activeElement !== document.body && !!document.activeElement?.closest('main'))).toBe(true);
  // Read now: it moved to the read tab.
  await page.getByRole('tab', { name: messages.tab_read }).click();
  await expect(page.getByRole('button', { name: /Jouw persoonlijke aanbod zonnepanelen/ })).toBeVisible();
});

test('the mail with an inline logo shows it through the portal, and lists only the real attachment', async ({ page, signedIn }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openSignedIn(page, await signedIn('vandijk', JAN), '/berichten');
  await page.getByRole('button', { name: /Je rentevoorstel van de Rabobank/ }).click();
  const viewer = page.getByRole('dialog');
  await expect(viewer.getByRole('region', { name: messages.mail_attachments }).getByRole('button')).toHaveText(['Rentevoorstel Rabobank.pdf']);
  const logo = viewer.frameLocator('iframe').getByRole('img', { name: /Van Dijk Hypotheken/ });
  await expect(logo).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
});

test('searching the inbox filters after typing', async ({ page, signedIn }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, await signedIn('vandijk', JAN), '/berichten');
  await page.getByRole('tab', { name: messages.tab_read }).click();
  await page.getByLabel(messages.search_label.replace('{{what}}', shell.screen_inbox)).fill('jaaroverzicht');
  await expect(page.getByRole('button', { name: /Jouw jaaroverzicht verzekeringen/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Welkom in je klantportaal/ })).toHaveCount(0);
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

// One file over 2 MB and all of them over 21 MB together are two refusals, each told as itself.
for (const code of ['message_error_file_size', 'message_error_total_size'] as const) {
  test(`the server refuses the attachments with 413 ${code} and the form says so`, async ({ page, signedIn }) => {
    await openSignedIn(page, await signedIn('vandijk', SANNE), '/berichten');
    await page.route('**/customer/task/message/', (route) =>
      route.fulfill({ status: 413, contentType: 'application/json', body: JSON.stringify({ error: { code, message: 'Too large', status: 413 } }) }),
    );
    await page.getByRole('button', { name: inbox.send_open }).click();
    const form = page.getByRole('dialog', { name: inbox.send_title });
    await form.getByLabel(inbox.category).click();
    await page.getByRole('option', { name: inbox.category_anders }).click();
    await form.getByLabel(inbox.subject).fill('Bijlage');
    await form.getByLabel(inbox.message).fill('Zie bijlage.');
    await form.locator('input[type=file]').setInputFiles([{ name: 'klein.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') }]);
    await form.getByRole('button', { name: inbox.send }).click();
    await expect(form.getByText(inbox[code])).toBeVisible();
    await expect(form.getByLabel(inbox.subject)).toHaveValue('Bijlage');
  });
}

test('tasks: tabs, search, opening marks a task finished, small layout below 821 px', async ({ page, signedIn }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, await signedIn('vandijk', JAN), '/taken');
  await expect(page.getByRole('heading', { level: 1, name: shell.screen_tasks })).toBeVisible();
  const list = page.locator('ul[data-layout]');
  await expect(list).toHaveAttribute('data-layout', 'grid');
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
});
