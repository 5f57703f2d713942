// What the edit-info specs share: the demo customers, the notification prompt answered, opening a
// tab signed in at 375 px.
import { expect, type Page } from '@playwright/test';
import nlEdit from '../../../locales/nl/edit-info.json' with { type: 'json' };
import { fetchTokens, officeUrl, openSignedIn, type Office } from './sign-in';

export const JAN = 'jan.devries@example.nl';
export const PIETER = 'p.jansen@example.nl';

/**
 * The notification prompt, which comes with the first tap, would sit over the bottom of a phone
 * screen, where the save button is: this device has answered it (shell.spec.ts tests the prompt).
 */
export async function promptAnswered(page: Page, office: Office): Promise<void> {
  await page.goto(officeUrl(office, '/health'));
  await page.evaluate(() => localStorage.setItem('notifications_prompted', 'answered in an earlier visit'));
}

export async function openTab(page: Page, tokens: Awaited<ReturnType<typeof fetchTokens>>, tab: string) {
  await page.setViewportSize({ width: 375, height: 800 });
  await promptAnswered(page, tokens.tenant as Office);
  await openSignedIn(page, tokens, `/gegevens/${tab}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A cold page loads the form's code and schema first, which on a loaded machine can outlast the default wait.
  await expect(page.getByRole('button', { name: nlEdit.save, exact: true }).or(page.getByRole('button', { name: nlEdit.password_change }))).toBeVisible({
    timeout: 30_000,
  });
}
