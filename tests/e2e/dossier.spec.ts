// Mortgages, policies, damages and documents for Jan de Vries (office Van Dijk, informal): an upload
// for an open mortgage request until the bar fills, damage reports (two file groups; too large,
// with everything typed kept), deleting a fresh document and failing to delete an old one, and the
// viewer for a PDF and an image, and axe on each list.
import { expect, type Page } from '@playwright/test';
import nl from '../../locales/nl/dossier.json' with { type: 'json' };
import forms from '../../locales/nl/forms.json' with { type: 'json' };
import { pdf, png } from '../../src/server/seed/files';
import { seriousAxeFindings } from './support/axe';
import { openSignedIn, test } from './support/sign-in';

const JAN = 'jan.devries@example.nl';
/** Uploaded 90 minutes ago, flagged deletable in the seed: past the 60-minute window. */
const OLD = 'Plattegrond Ella Fitzgeraldplein 27';

async function open(page: Page, signedIn: Parameters<Parameters<typeof test>[2]>[0]['signedIn'], path: string, width = 1440) {
  await page.setViewportSize({ width, height: 900 });
  await openSignedIn(page, await signedIn('vandijk', JAN), path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Clicks `button` and hands the file chooser `file`. */
async function choose(page: Page, button: ReturnType<Page['getByRole']>, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(file);
}

const pdfFile = (name: string, extraBytes = 0) => ({
  name,
  mimeType: 'application/pdf',
  // Bytes after %%EOF are ignored by readers; they make the upload take a few progress events.
  buffer: Buffer.concat([pdf(['Koopovereenkomst', 'Ella Fitzgeraldplein 27']).content, Buffer.alloc(extraBytes, 0x20)]),
});
const pngFile = (name: string) => ({ name, mimeType: 'image/png', buffer: png(64, 48, '#C62828', '#FFFFFF').content });

test('an open mortgage request takes a PDF, the bar fills and the request counts as sent', async ({ page, signedIn }) => {
  await open(page, signedIn, '/hypotheek');
  await expect(page.getByText(nl.primary_residence)).toBeVisible();
  await page.getByRole('button', { name: /Ella Fitzgeraldplein 27/ }).click();
  const drawer = page.getByRole('dialog', { name: /Ella Fitzgeraldplein 27/ });
  // The status line (the offer card in the to-dos has "ondertekenen" in its title too).
  const status = drawer.getByRole('alert').filter({ hasText: nl.mortgage_status_14 });
  await expect(status).toBeVisible();
  await expect(status).toContainText(nl.requested_open_other.replace('{{count}}', '2'));
  await drawer.getByRole('button', { name: nl.upload_documents }).click();

  const modal = page.getByRole('dialog', { name: nl.upload_modal_title });
  const step = modal.getByRole('listitem', { name: 'Getekende koopovereenkomst' });
  await expect(step.getByRole('button', { name: nl.read_more })).toBeVisible();
  await choose(
    page,
    step.getByRole('button', { name: nl.upload_pick_for.replace('{{name}}', 'Getekende koopovereenkomst') }),
    pdfFile('koopovereenkomst.pdf', 3 * 1024 * 1024),
  );
  await expect(step.getByText(nl.upload_chosen.replace('{{name}}', 'koopovereenkomst.pdf'))).toBeVisible();
  await step.getByRole('button', { name: nl.upload_confirm }).click();
  const bar = step.getByRole('progressbar', { name: nl.upload_progress.replace('{{name}}', 'koopovereenkomst.pdf') });
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
  await expect(step.getByRole('status')).toHaveText(nl.upload_success);
  // Once the mortgages are read again the step says received, as the dashboard and the drawer count it.
  await expect(step.getByText(nl.step_received, { exact: true })).toBeVisible({ timeout: 10_000 });
  await expect(step.getByText(nl.step_open, { exact: true })).toHaveCount(0);
  await modal.getByRole('button', { name: nl.close }).click();
  // 1.5 s after the upload the mortgages are read again: one request left.
  await expect(drawer.getByText(nl.requested_open_one, { exact: false })).toBeVisible({ timeout: 10_000 });
});

test('a running mortgage shows its loan parts with the fixed-rate marker', async ({ page, signedIn }) => {
  await open(page, signedIn, '/hypotheek', 375);
  await page
    .getByRole('button', { name: new RegExp(nl.primary_residence) })
    .first()
    .click();
  const drawer = page.getByRole('dialog').last();
  await expect(drawer.getByRole('tab', { name: nl.loan_part.replace('{{number}}', '1') })).toBeVisible();
  await expect(drawer.getByRole('progressbar').first()).toBeVisible();
  await expect(drawer.getByTestId('fixed-rate-marker')).toBeVisible();
  await expect(drawer.getByText(nl.repayment_1)).toBeVisible();
});

test('a damage report with files in two groups is sent; an empty one names what is missing', async ({ page, signedIn }) => {
  await open(page, signedIn, '/schades');
  await page.getByRole('button', { name: nl.report_damage }).click();
  const dialog = page.getByRole('dialog', { name: nl.report_title });
  // The form engine is its own chunk: the fields show once it has loaded.
  await expect(dialog.getByRole('textbox', { name: nl.field_amount })).toBeVisible();
  await dialog.getByRole('button', { name: nl.submit }).click();
  // One summary of what is missing, the schema form's, not a second list beside it (issue 27).
  const summary = dialog.getByRole('alert').filter({ hasText: forms.errors_title });
  await expect(summary.getByRole('link', { name: new RegExp(`^${nl.field_amount}`) })).toBeVisible();
  await expect(summary.getByRole('link', { name: new RegExp(`^${nl.field_description}`) })).toBeVisible();
  await expect(dialog.getByRole('alert').filter({ hasText: nl.input_fields_required })).toHaveCount(0);

  await dialog.getByRole('combobox', { name: nl.field_type }).click();
  await page.getByRole('option', { name: nl.damage_type_vehicle }).click();
  await dialog.getByRole('textbox', { name: nl.field_amount }).fill('1.250,50');
  await dialog.getByRole('textbox', { name: nl.field_description }).fill('Deuk in de portier op de parkeerplaats');
  await choose(page, dialog.getByRole('button', { name: nl.add_files.replace('{{group}}', nl.file_group_claim_form) }), pdfFile('schadeformulier.pdf'));
  await choose(page, dialog.getByRole('button', { name: nl.add_files.replace('{{group}}', nl.file_group_damage) }), pngFile('portier.png'));
  await expect(dialog.getByText('schadeformulier.pdf')).toBeVisible();
  await expect(dialog.getByText('portier.png')).toBeVisible();
  await dialog.getByRole('button', { name: nl.submit }).click();
  await expect(dialog.getByRole('alert')).toHaveText(nl.message_sent);
  await dialog.getByRole('button', { name: nl.close }).click();
  // The report just sent stands at the top of the list, open.
  const first = page.getByRole('main').getByRole('listitem').first();
  await expect(first).toContainText('Deuk in de portier op de parkeerplaats');
  await expect(first).toContainText(nl.damage_status_open);
});

test('a damage report with a file over 10 MB says so and keeps everything typed', async ({ page, signedIn }) => {
  await open(page, signedIn, '/schades', 375);
  await page.getByRole('button', { name: nl.report_damage }).click();
  const dialog = page.getByRole('dialog', { name: nl.report_title });
  await dialog.getByRole('textbox', { name: nl.field_amount }).fill('999');
  await dialog.getByRole('textbox', { name: nl.field_description }).fill('Fiets gestolen bij het station');
  await choose(page, dialog.getByRole('button', { name: nl.add_files.replace('{{group}}', nl.file_group_other) }), pdfFile('groot.pdf', 11 * 1024 * 1024));
  await dialog.getByRole('button', { name: nl.submit }).click();
  await expect(dialog.getByRole('alert')).toHaveText(nl.message_error_file_size, { timeout: 20_000 });
  await dialog.getByRole('button', { name: nl.retry }).click();
  await expect(dialog.getByRole('textbox', { name: nl.field_amount })).toHaveValue('€\u00a0999');
  await expect(dialog.getByRole('textbox', { name: nl.field_description })).toHaveValue('Fiets gestolen bij het station');
  await expect(dialog.getByText('groot.pdf')).toBeVisible();
});

test('opening a damage shows its progress, payments and requested documents', async ({ page, signedIn }) => {
  await open(page, signedIn, '/schades', 1440);
  await page.getByRole('button', { name: /·/ }).first().click();
  const dialog = page.getByRole('dialog').last();
  await expect(dialog.getByRole('heading', { name: nl.payments })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: nl.requests_title })).toBeVisible();
});

test('a fresh document is deleted after yes; one past the hour offers no delete', async ({ page, signedIn }) => {
  await open(page, signedIn, '/documenten');
  await expect(page.getByRole('button', { name: nl.delete_named.replace('{{name}}', OLD) })).toHaveCount(0);
  await page.getByRole('button', { name: nl.delete_named.replace('{{name}}', 'Salarisstrook oktober') }).click();
  const confirm = page.getByRole('dialog', { name: nl.delete_confirm_title });
  await expect(confirm).toContainText('Salarisstrook oktober');
  await confirm.getByRole('button', { name: nl.yes }).click();
  await expect(page.getByRole('alert').filter({ hasText: nl.deleted })).toBeVisible();
  await expect(page.getByRole('button', { name: nl.open_named.replace('{{name}}', 'Salarisstrook oktober') })).toHaveCount(0);
});

test('deleting a document the server no longer allows (list read before the hour passed) says so and keeps it', async ({ page, signedIn }) => {
  // The list was read while the document was still deletable; by the click the hour has passed.
  await page.route('**/api/customer/document', async (route) => {
    // Node cannot resolve the office sub-domain the browser uses: ask localhost with the office's Host.
    const url = new URL(route.request().url());
    const answer = await route.fetch({ url: url.href.replace(url.hostname, 'localhost'), headers: { ...route.request().headers(), host: url.host } });
    const text = await answer.text().catch(() => null);
    // A request the page dropped meanwhile (a newer read replaced it) needs no answer.
    if (text === null) return;
    const categories = JSON.parse(text) as Record<string, { name: string; deletable: boolean }[]>;
    for (const list of Object.values(categories)) for (const document of list) if (document.name === OLD) document.deletable = true;
    await route.fulfill({ status: 200, contentType: 'application/json', json: categories }).catch(() => undefined);
  });
  await open(page, signedIn, '/documenten');
  await page.getByRole('button', { name: nl.delete_named.replace('{{name}}', OLD) }).click();
  await page.getByRole('dialog', { name: nl.delete_confirm_title }).getByRole('button', { name: nl.yes }).click();
  await expect(page.getByRole('alert').filter({ hasText: nl.delete_refused })).toBeVisible();
  await expect(page.getByRole('button', { name: nl.open_named.replace('{{name}}', OLD) })).toBeVisible();
  // The refusal makes the list read again; that read may still be in flight.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('the viewer shows a PDF in a frame and an svg image as a picture, both from blob URLs', async ({ page, signedIn }) => {
  await open(page, signedIn, '/documenten', 375);
  await page.getByRole('button', { name: nl.open_named.replace('{{name}}', 'Hypotheekofferte ABN AMRO 2019') }).click();
  const viewer = page.getByRole('dialog', { name: 'Hypotheekofferte ABN AMRO 2019' });
  const frame = viewer.locator('iframe');
  await expect(frame).toHaveAttribute('src', /^blob:/);
  await expect(frame).toHaveAttribute('title', nl.viewer_frame.replace('{{name}}', 'Hypotheekofferte ABN AMRO 2019'));
  await viewer.getByRole('button', { name: nl.close }).click();

  await page.getByRole('button', { name: nl.open_named.replace('{{name}}', OLD) }).click();
  const image = page.getByRole('dialog', { name: OLD }).getByRole('img', { name: OLD });
  await expect(image).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
});

test('policies: the office tab with a package and the pie, the other tab, and the drawer with a damage report', async ({ page, signedIn }) => {
  await open(page, signedIn, '/verzekeringen');
  await expect(page.getByRole('img', { name: nl.pie_label })).toBeVisible();
  await page.getByRole('button', { name: /Inboedelverzekering/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Inboedelverzekering' });
  await expect(drawer.getByRole('img', { name: nl.premium_circle.replace('{{amount}}', '€ 14,85') })).toBeVisible();
  await drawer.getByRole('button', { name: nl.report_damage }).click();
  await expect(page.getByRole('dialog', { name: nl.report_title })).toBeVisible();
  await page.keyboard.press('Escape');
  await drawer.getByRole('button', { name: nl.close }).click();
  await page.getByRole('tab', { name: nl.tab_other }).click();
  await expect(page.getByRole('button', { name: /Inboedelverzekering/ })).toHaveCount(0);
  await page.setViewportSize({ width: 375, height: 900 });
});

test('the mortgage, policy, damage and document lists have no serious or critical axe finding', async ({ page, signedIn }) => {
  await open(page, signedIn, '/', 375);
  for (const [path, row] of [
    ['/hypotheek', new RegExp(nl.primary_residence)],
    ['/verzekeringen', /Inboedelverzekering/],
    ['/schades', /·/],
    ['/documenten', nl.open_named.replace('{{name}}', OLD)],
  ] as const) {
    await page.goto(page.url().replace(/\/[a-z]*$/, path));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('listitem').getByRole('button', { name: row }).first()).toBeVisible();
    expect((await seriousAxeFindings(page)).map((violation) => `${path}: ${violation.id}`)).toEqual([]);
  }
});
