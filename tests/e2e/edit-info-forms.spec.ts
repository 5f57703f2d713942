// The edit-info screen's bigger schema forms at 375 px in Dutch for Jan de Vries (Van Dijk,
// informal): the mortgage tab refusing a rate and fitting a phone with folded loan parts, the
// income tab's titled items, amounts and summary, and the damage report and message forms.
import { expect } from '@playwright/test';
import nlEdit from '../../locales/nl/edit-info.json' with { type: 'json' };
import nlForms from '../../locales/nl/forms.json' with { type: 'json' };
import nlDossier from '../../locales/nl/dossier.json' with { type: 'json' };
import nlInbox from '../../locales/nl/inbox.json' with { type: 'json' };
import { JAN, openTab } from './support/edit-info';
import { seriousAxeLines } from './support/axe';
import { clipped } from './support/fit';
import { openSignedIn, test } from './support/sign-in';

test.describe.configure({ mode: 'serial' });

test('the mortgage tab refuses a rate above 10 % and saves a sound one', async ({ page, signedIn }) => {
  await openTab(page, await signedIn('vandijk', JAN), 'mortgage');
  // Loan parts start folded on this form (screens.config.ts).
  await page
    .getByRole('button', { name: /^Leningdeel 1 / })
    .first()
    .click();
  const rate = page.getByRole('textbox', { name: nlForms.interest, exact: true }).first();
  await rate.fill('10,5');
  await page.getByRole('button', { name: nlEdit.save }).click();
  await expect(page.getByRole('alert').filter({ hasText: nlForms.errors_title })).toContainText(nlForms.interest_maximum);
  await expect(rate).toHaveValue('10,5');
  await rate.fill('3,9');
  await page.getByRole('button', { name: nlEdit.save }).click();
  await expect(page.getByText(nlEdit.save_edits_succesful)).toBeVisible();
});

test('a damage report and a message go through their schema forms', async ({ page, signedIn }) => {
  const tokens = await signedIn('vandijk', JAN);
  await page.setViewportSize({ width: 375, height: 800 });
  await openSignedIn(page, tokens, '/schades');
  await page.getByRole('button', { name: nlDossier.report_damage }).click();
  const damage = page.getByRole('dialog');
  await damage.getByRole('combobox', { name: nlDossier.field_type }).click();
  await page.getByRole('option', { name: nlDossier.damage_type_vehicle }).click();
  await damage.getByRole('textbox', { name: nlDossier.field_amount }).fill('1.250,50');
  await damage.getByRole('textbox', { name: nlDossier.field_description }).fill('Ruit gebarsten');
  await damage.getByRole('button', { name: nlDossier.submit }).click();
  await expect(damage.getByText(nlDossier.message_sent)).toBeVisible();

  await openSignedIn(page, tokens, '/berichten');
  await page.getByRole('button', { name: nlInbox.send_open }).click();
  const message = page.getByRole('dialog');
  // The form engine is a chunk of its own: its summary can only show once its fields are there.
  await expect(message.getByRole('combobox', { name: nlInbox.category })).toBeVisible();
  await message.getByRole('button', { name: nlInbox.send }).click();
  await expect(message.getByRole('alert').filter({ hasText: nlForms.errors_title })).toBeFocused();
  // The summary's links are big enough to tap (axe target-size).
  expect(await seriousAxeLines(page)).toEqual([]);
  await message.getByRole('combobox', { name: nlInbox.category }).click();
  await page.getByRole('option', { name: nlInbox.category_refinance }).click();
  await message.getByRole('textbox', { name: nlInbox.subject }).fill('Rentevaste periode');
  await message.getByRole('textbox', { name: nlInbox.message }).fill('Kunnen we bellen?');
  await message.getByRole('button', { name: nlInbox.send }).click();
  await expect(message.getByText(nlInbox.message_sent)).toBeVisible();
});

test('the income tab titles its items, labels its buttons and writes amounts as € 66.180', async ({ page, signedIn }) => {
  await openTab(page, await signedIn('vandijk', JAN), 'income');
  const form = page.locator('form');
  await expect(form.getByRole('heading', { name: `${nlForms.type_EmploymentIncome} — Loondienst Gemeente Utrecht` })).toBeVisible();
  await expect(form.getByText(/incomes-\d/)).toHaveCount(0);
  await expect(form.getByRole('button', { name: nlForms.income_add })).toHaveCount(2);
  await expect(form.getByRole('button', { name: `${nlForms.remove_item}: ${nlForms.type_EmploymentIncome} — Loondienst Gemeente Utrecht` })).toBeVisible();
  const amount = page.locator('#root_incomes_0_gross_annual_amount');
  await expect(amount).toHaveValue('€\u00a066.180');
  // Raw while editing, what was typed kept as typed; written out again on leaving.
  await amount.focus();
  await expect(amount).toHaveValue('66180');
  await amount.fill('66.180,99');
  await expect(amount).toHaveValue('66.180,99');
  await amount.blur();
  await expect(amount).toHaveValue('€\u00a066.180');
  expect(await clipped(page)).toEqual([]);

  // A filled item asks before it goes; an empty one does not.
  await form
    .getByRole('button', { name: new RegExp(`^${nlForms.remove_item}: ${nlForms.type_EmploymentIncome}`) })
    .first()
    .click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(nlForms.remove_confirm);
  await confirm.getByRole('button', { name: nlForms.cancel }).click();
  await expect(form.getByRole('heading', { name: `${nlForms.type_EmploymentIncome} — Loondienst Gemeente Utrecht` })).toBeVisible();

  // Fill a new income, leave two fields out, fix them: the summary goes, the save goes through.
  await form.getByRole('button', { name: nlForms.income_add }).first().click();
  const added = form.getByRole('region', { name: 'Inkomen 5' }).or(form.locator('section', { has: page.getByRole('heading', { name: 'Inkomen 5' }) }));
  await expect(added).toBeVisible();
  await page.locator('#root_incomes_4_gross_annual_amount').fill('1200');
  await page.getByRole('button', { name: nlEdit.save }).click();
  const summary = page.getByRole('alert').filter({ hasText: nlForms.errors_title });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveCount(2);
  await summary.getByRole('link').first().click();
  await expect(page.locator('#root_incomes_4_type')).toBeFocused();
  await page.locator('#root_incomes_4_type').click();
  await page.getByRole('option', { name: nlForms.type_OtherIncome }).click();
  await expect(summary.getByRole('link')).toHaveCount(1);
  const title = page.locator('#root_incomes_4_title');
  await title.pressSequentially('Verhuur');
  await expect(title).toBeFocused();
  await expect(title).toHaveValue('Verhuur');
  await expect(summary).toHaveCount(0);
  await expect(form.getByRole('heading', { name: `${nlForms.type_OtherIncome} — Verhuur` })).toBeVisible();
  await page.getByRole('button', { name: nlEdit.save }).click();
  await expect(page.getByText(nlEdit.save_edits_succesful)).toBeVisible();

  // And it goes again, after the question.
  await form.getByRole('button', { name: `${nlForms.remove_item}: ${nlForms.type_OtherIncome} — Verhuur` }).click();
  await page.getByRole('dialog').getByRole('button', { name: nlForms.remove_item }).click();
  await expect(form.getByRole('heading', { name: `${nlForms.type_OtherIncome} — Verhuur` })).toHaveCount(0);
  // The focus goes on to the list's add button, not to the top of the page.
  await expect(form.getByRole('button', { name: nlForms.income_add }).first()).toBeFocused();
  await page.getByRole('button', { name: nlEdit.save }).click();
  await expect(page.getByText(nlEdit.save_edits_succesful)).toBeVisible();
});

test('the mortgage tab fits a phone: titled, folded loan parts with every value whole', async ({ page, signedIn }) => {
  await openTab(page, await signedIn('vandijk', JAN), 'mortgage');
  const form = page.locator('form');
  await expect(form.getByRole('heading', { name: 'Hypotheek 53.42.118.907' })).toBeVisible();
  await expect(form.getByText(/mortgages-\d|mortgageParts-\d/)).toHaveCount(0);
  await expect(form.getByRole('button', { name: /^Leningdeel 1 — Annuïteit €\s250\.000$/ })).toBeVisible();
  // The part's header by id: its title follows its data, which this test changes.
  const part = page.locator('#root_mortgages_0_mortgageParts_0__title');
  await expect(part).toHaveAttribute('aria-expanded', 'false');
  await expect(form.getByRole('button', { name: nlForms.loan_part_add })).toHaveCount(4);
  await expect(form.getByRole('button', { name: nlForms.mortgage_add })).toBeVisible();
  await part.click();
  await expect(part).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#root_mortgages_0_mortgageParts_0_hoofdsom')).toHaveValue('€\u00a0250.000');
  // 1,85 in the seed; the rate test above saved 3,9.
  await expect(page.locator('#root_mortgages_0_mortgageParts_0_interest')).toHaveValue(/^\d+,\d+$/);
  const width = await page.locator('#root_mortgages_0_mortgageParts_0_repayment_type').evaluate((element) => element.getBoundingClientRect().width);
  expect(width).toBeGreaterThan(250);
  expect(await clipped(page)).toEqual([]);

  // An error in a folded part opens it; fixed, the summary goes, the part stays open and the save
  // goes through.
  await page.locator('#root_mortgages_0_mortgageParts_0_leningdeelnummer').fill('');
  await part.click();
  await expect(part).toHaveAttribute('aria-expanded', 'false');
  await page.getByRole('button', { name: nlEdit.save }).click();
  const summary = page.getByRole('alert').filter({ hasText: nlForms.errors_title });
  await expect(summary).toBeFocused();
  await expect(part).toHaveAttribute('aria-expanded', 'true');
  const number = page.locator('#root_mortgages_0_mortgageParts_0_leningdeelnummer');
  await number.pressSequentially('1');
  await expect(summary).toHaveCount(0);
  // Fixed, the part stays open with the focus where the customer typed.
  await expect(part).toHaveAttribute('aria-expanded', 'true');
  await expect(number).toBeFocused();
  expect(await seriousAxeLines(page)).toEqual([]);
  await page.getByRole('button', { name: nlEdit.save }).click();
  await expect(page.getByText(nlEdit.save_edits_succesful)).toBeVisible();
});
