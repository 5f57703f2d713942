// The office API's reference in Chromium (decision record 044): Redoc renders every operation of
// the generated contract from this server alone, under the portal's CSP, without one policy
// violation or request to another origin, and axe finds nothing serious or critical.
import { expect, test } from '@playwright/test';
import office from '../../generated/openapi/office.json' with { type: 'json' };
import { seriousAxeLines } from './support/axe';
import { SERVER } from './support/sign-in';

type Operations = Record<string, Record<string, { operationId?: string; summary?: string }>>;
const operations = Object.values(office.paths as Operations).flatMap((methods) => Object.values(methods));

test('the office API reference shows every operation under the CSP, from this server only', async ({ page }) => {
  // axe walks the whole rendered contract: on a loaded 2-core machine that is the slow part.
  test.setTimeout(180_000);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.origin !== SERVER) problems.push(`request to ${request.url()}`);
  });

  await page.goto(`${SERVER}/reference/`);
  await page.getByRole('link', { name: office.info.title }).click();
  await expect(page).toHaveURL(`${SERVER}/reference/office`);
  expect(operations.length).toBeGreaterThan(0);
  // Redoc parses the contract in the page: a loaded machine takes its time before the first heading.
  await expect(page.getByRole('heading', { level: 1 })).toContainText(office.info.title, { timeout: 45_000 });
  for (const { operationId, summary } of operations) {
    await expect(page.getByRole('heading', { name: summary ?? operationId }).first(), operationId).toBeVisible();
  }
  expect(await seriousAxeLines(page)).toEqual([]);
  expect(problems).toEqual([]);
});
