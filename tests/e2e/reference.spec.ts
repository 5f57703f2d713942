// The office API's reference in Chromium (decision record 044): Redoc renders every operation of
// the generated contract from this server alone, under the portal's CSP, without one policy
// violation or request to another origin. axe over it: reference-axe.spec.ts.
import { expect } from '@playwright/test';
import { operations, test } from './support/reference';

test('the office API reference shows every operation under the CSP, from this server only', async ({ reference: { page, problems } }) => {
  expect(operations.length).toBeGreaterThan(0);
  const names = operations.map(({ operationId, summary }) => summary ?? operationId ?? '');
  await expect(page.getByRole('heading', { name: names.at(-1) }).first()).toBeVisible();
  // The page's rendered headings read once: a role query per operation over Redoc's whole page
  // took a second each.
  const headings = await page
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((elements) => elements.filter((element) => element.getClientRects().length > 0).map((element) => element.textContent!.toLowerCase()));
  expect(names.filter((name) => !headings.some((heading) => heading.includes(name.toLowerCase())))).toEqual([]);
  expect(problems).toEqual([]);
});
