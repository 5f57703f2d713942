// The whole application on one screen (issue 40): Jan, on a phone in Dutch, opens his Rabobank
// application from the dashboard's stepper, sees its five steps with the dates reached, his
// to-dos with the offer to sign first, then the refused purchase contract, and what the office is
// doing, and one tap on a to-do opens that request's upload; axe finds nothing serious. It only reads Jan's data; in the
// application group it runs before the spec that uploads the contract's new version.
import { expect } from '@playwright/test';
import dashboard from '../../locales/nl/dashboard.json' with { type: 'json' };
import nl from '../../locales/nl/dossier.json' with { type: 'json' };
import nlOffer from '../../locales/nl/offer.json' with { type: 'json' };
import { seriousAxeLines } from './support/axe';
import { JAN } from './support/overview';
import { openSignedIn, test } from './support/sign-in';

const CONTRACT = 'Getekende koopovereenkomst';
const VALUATION = 'Taxatierapport';
/** "bereikt op 16 november 2026": a date the server's clock decides, so its form and not its day. */
const reached = new RegExp(nl.overview_step_reached.replace('{{date}}', '\\d{1,2} \\p{L}+ \\d{4}'), 'u');

test('Jan opens his application from the stepper and sees its steps, dates and to-dos at 375 px', async ({ page, signedIn }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openSignedIn(page, await signedIn('vandijk', JAN));

  // The dashboard keeps the five steps and links to the application itself.
  const stepper = page.getByRole('region', { name: dashboard.stepper_title }).filter({ hasText: 'Rabobank Hypotheek' });
  await expect(stepper.getByRole('listitem')).toHaveCount(5);
  await stepper.getByRole('link', { name: dashboard.stepper_open }).click();
  await expect(page).toHaveURL(/\/hypotheek\?aanvraag=\d+$/);

  const drawer = page.getByRole('dialog', { name: /Ella Fitzgeraldplein 27/ });
  const steps = drawer.getByRole('list', { name: nl.overview_steps_title });
  const items = steps.getByRole('listitem');
  await expect(items).toHaveCount(5);
  await expect(items.nth(0)).toContainText(dashboard.step_intake);
  await expect(items.nth(0)).toContainText(reached);
  await expect(items.nth(1)).toContainText(nl.overview_step_current);
  await expect(items.nth(1)).toContainText(reached);
  await expect(items.nth(1)).toHaveAttribute('aria-current', 'step');
  for (const later of [2, 3, 4]) await expect(items.nth(later)).toContainText(nl.overview_step_todo);

  // His to-dos: the lender's offer to sign, right here; then the refused contract, then the
  // valuation; the office is at work meanwhile.
  const offer = drawer.getByRole('region', { name: nlOffer.card_title });
  await expect(offer.getByText('Hypotheekofferte Rabobank')).toBeVisible();
  await expect(offer.getByRole('button', { name: nlOffer.sign, exact: true })).toBeDisabled();
  const todos = drawer.getByRole('list', { name: nl.overview_todos_title }).getByRole('button');
  await expect(todos).toHaveCount(2);
  await expect(todos.nth(0)).toHaveAccessibleName(nl.overview_upload_named.replace('{{name}}', CONTRACT));
  await expect(todos.nth(1)).toHaveAccessibleName(nl.overview_upload_named.replace('{{name}}', VALUATION));
  await expect(drawer.getByText(nl.overview_todo_upload_again, { exact: true })).toBeVisible();
  await expect(drawer.getByText(nl.overview_office_prepares, { exact: true })).toBeVisible();
  expect(await seriousAxeLines(page, { include: '[role="dialog"]' })).toEqual([]);

  // One tap on the contract opens its own upload, with the refusal beside it.
  await todos.nth(0).click();
  const modal = page.getByRole('dialog', { name: nl.upload_modal_title });
  const request = modal.getByRole('listitem', { name: CONTRACT });
  await expect(request).toHaveCount(1);
  await expect(modal.getByRole('listitem', { name: VALUATION })).toHaveCount(0);
  await expect(request.getByTestId('request-refusal')).toBeVisible();
  await expect(request.getByRole('button', { name: nl.upload_pick_for.replace('{{name}}', CONTRACT) })).toBeVisible();
  expect(await seriousAxeLines(page, { include: '[role="dialog"]' })).toEqual([]);
});
