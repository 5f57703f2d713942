// A refused document says why (issue 40): Jan, on a phone in Dutch, sees on his dashboard that the
// office refused his purchase contract, reads the office's reason and the history in the
// mortgage's upload window, uploads a new version in the same place and sees it received; axe
// finds nothing serious in the window. It changes Jan's data: its group has a server of its own.
import { expect } from '@playwright/test';
import common from '../../locales/nl/common.json' with { type: 'json' };
import dashboard from '../../locales/nl/dashboard.json' with { type: 'json' };
import nl from '../../locales/nl/dossier.json' with { type: 'json' };
import { pdf } from '../../src/server/seed/files';
import { seriousAxeLines } from './support/axe';
import { JAN, feed } from './support/overview';
import { openSignedIn, test } from './support/sign-in';

const CONTRACT = 'Getekende koopovereenkomst';
const REASON = 'De bijlagen en de lijst van zaken ontbreken';
const refusedTitle = common.refusal_title.replace('{{name}}', CONTRACT).replace('{{reason}}', common.refusal_reason_incomplete);

test('Jan reads why his purchase contract was refused and uploads a new version at 375 px', async ({ page, signedIn }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openSignedIn(page, await signedIn('vandijk', JAN));
  const card = feed(page).locator('li[data-kind="mortgageRequest"][data-warning]');
  await expect(card.getByText(refusedTitle)).toBeVisible();

  // The card opens the request, which names the refusal too and leads to the mortgage in one tap.
  await card.getByRole('button').first().click();
  const request = page.getByRole('dialog', { name: dashboard.request_title });
  await expect(request.getByTestId('request-refusal')).toContainText(refusedTitle);
  await request.getByRole('link', { name: dashboard.request_upload }).click();
  await page.getByRole('button', { name: /Ella Fitzgeraldplein 27/ }).click();
  const drawer = page.getByRole('dialog', { name: /Ella Fitzgeraldplein 27/ });
  await drawer.getByRole('button', { name: nl.upload_documents }).click();
  const modal = page.getByRole('dialog', { name: nl.upload_modal_title });
  const step = modal.getByRole('listitem', { name: CONTRACT });
  const refusal = step.getByTestId('request-refusal');
  await expect(refusal).toContainText(refusedTitle);
  await expect(refusal).toContainText(REASON);
  await expect(refusal).toContainText('Mark van Dijk');
  await expect(step.getByText(nl.step_open, { exact: true })).toBeVisible();
  const history = step.getByRole('list', { name: common.history_title.replace('{{name}}', CONTRACT) });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  expect(await seriousAxeLines(page, { include: '[role="dialog"]' })).toEqual([]);

  const chooser = page.waitForEvent('filechooser');
  await step.getByRole('button', { name: nl.upload_pick_for.replace('{{name}}', CONTRACT) }).click();
  await (
    await chooser
  ).setFiles({ name: 'koopovereenkomst-compleet.pdf', mimeType: 'application/pdf', buffer: pdf(['Koopovereenkomst', 'met bijlagen']).content });
  await step.getByRole('button', { name: nl.upload_confirm }).click();
  await expect(step.getByRole('status')).toHaveText(nl.upload_success);
  // Read again, the step is received: the refusal is history, the new version its last line.
  await expect(step.getByText(nl.step_received, { exact: true })).toBeVisible();
  await expect(refusal).toHaveCount(0);
  await expect(history.getByRole('listitem')).toHaveCount(3);
});
