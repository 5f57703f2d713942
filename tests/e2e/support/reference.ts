/**
 * The office API's reference as the reference specs read it (decision record 044): opened from the
 * list once per worker, as Redoc renders the whole contract at every load and the specs only read
 * the page. Policy violations, page errors and requests to another origin are collected from the
 * page's opening on.
 */
import { expect, test as base, type Page } from '@playwright/test';
import office from '../../../generated/openapi/office.json' with { type: 'json' };
import { SERVER } from './sign-in';

type Operations = Record<string, Record<string, { operationId?: string; summary?: string; tags?: string[] }>>;
export const operations = Object.values(office.paths as Operations).flatMap((methods) => Object.values(methods));

interface Reference {
  page: Page;
  problems: string[];
}

export const test = base.extend<object, { reference: Reference }>({
  reference: [
    async ({ browser }, use) => {
      // A context of its own: axe reaches into the page through it.
      const context = await browser.newContext();
      const page = await context.newPage();
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
      await context.close();
    },
    { scope: 'worker' },
  ],
});
