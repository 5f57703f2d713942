// The data tabs of the edit-info screen on a touch phone (375 px) for Jan de Vries (Van Dijk,
// informal), each the same way: fill a field, leave one wrong, tap save, see one message at that
// field and the summary on top whose link takes the focus to it, type on without the focus
// jumping, fix it, see summary and message go, save, and find the saved value after a reload.
// These change Jan's data: the spec runs on a server of its own (scripts/e2e.sh), before
// edit-tabs-phone-password.spec.ts.
import { expect } from '@playwright/test';
import nlForms from '../../locales/nl/forms.json' with { type: 'json' };
import { test } from './support/sign-in';
import {
  expectNoError,
  expectOneError,
  expectSaved,
  expectWhole,
  onPhone,
  openTab,
  reload,
  save,
  savedOf,
  summaryOf,
  typeInto,
  typeStays,
} from './support/edit-tabs-phone';

onPhone();

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
  await expect(amount).toHaveValue('€\u00a067.750');
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
  await expect(value).toHaveValue('€\u00a0615.000');
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
