// The office API's reference in Chromium (decision record 044): Redoc renders every operation of
// the generated contract from this server alone, under the portal's CSP, without one policy
// violation or request to another origin, and axe finds nothing serious or critical.
import { expect, test as base, type Page } from '@playwright/test';
import office from '../../generated/openapi/office.json' with { type: 'json' };
import { seriousAxeLines } from './support/axe';
import { SERVER } from './support/sign-in';

type Operations = Record<string, Record<string, { operationId?: string; summary?: string }>>;
const operations = Object.values(office.paths as Operations).flatMap((methods) => Object.values(methods));

interface Reference {
  page: Page;
  /** Policy violations, page errors and requests to another origin, since the page opened. */
  problems: string[];
}

/**
 * The office reference, opened from the list once per worker: Redoc renders the whole contract
 * at every load, and the tests below only read the page, so each reads the same rendering.
 */
const test = base.extend<object, { reference: Reference }>({
  reference: [
    async ({ browser }, use) => {
      const page = await browser.newPage();
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
      await expect(page.getByRole('heading', { level: 1 })).toContainText(office.info.title);
      await use({ page, problems });
      await page.close();
    },
    { scope: 'worker' },
  ],
});

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

// axe over the whole rendered contract takes longer than a test may: one test per tag's operations,
// and one for the rest (the menu, the introduction, the schemas).
// Read from the operations, so an operation under a tag the list leaves out is still audited.
const tags = [...new Set(operations.flatMap((operation) => (operation as { tags?: string[] }).tags ?? []))];
for (const tag of tags) {
  test(`axe finds nothing serious or critical in the reference's ${tag} operations`, async ({ reference: { page, problems } }) => {
    expect(await seriousAxeLines(page, { include: `[id^="tag/${tag}"]` })).toEqual([]);
    expect(problems).toEqual([]);
  });
}

test("axe finds nothing serious or critical in the reference's menu, introduction and schemas", async ({ reference: { page, problems } }) => {
  expect(await seriousAxeLines(page, { exclude: '[id^="tag/"]' })).toEqual([]);
  expect(problems).toEqual([]);
});
