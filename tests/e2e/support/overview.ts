// What the overview specs share: the demo customers, the feed, and screenshots once the cards settle.
import type { Page } from '@playwright/test';
import dashboard from '../../../locales/nl/dashboard.json' with { type: 'json' };

export const JAN = 'jan.devries@example.nl';
export const SANNE = 'sanne.bakker@example.nl';
export const PIETER = 'p.jansen@example.nl';

export async function screenshot(page: Page, name: string): Promise<void> {
  // Cards and charts animate in; the picture should show where they settle.
  await page.waitForTimeout(600);
  await page.screenshot({ path: `test-results/screenshots/overview-${name}.png`, fullPage: true });
}

export const feed = (page: Page) => page.getByRole('region', { name: dashboard.feed_title });
