/**
 * What the stops of the accessibility walk (audit-walk.spec.ts) share. The stops themselves, in
 * audit-stops-dashboard.ts and audit-stops-dossier.ts, are every screen of Jan de Vries at Van Dijk,
 * the office with every section on, and every dialog, drawer and error state a customer can open
 * on it, each reached the way a customer reaches it. Opening a stop changes nothing that a later
 * stop depends on: forms are sent empty or refused (their errors are the state audited), nothing
 * is booked, sent or deleted.
 */
import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import forms from '../../../locales/nl/forms.json' with { type: 'json' };

/**
 * How long a screen, drawer or dialog may take to show: one brings its code with it on first
 * opening, and the walk often runs beside other suites on a busy machine.
 */
export const PATIENCE = 30_000;
export const expect = baseExpect.configure({ timeout: PATIENCE });

export interface Stop {
  name: string;
  path: string;
  /** What the customer does on the screen to reach the state audited; absent for the screen itself. */
  open?: (page: Page) => Promise<unknown>;
}

export const dialog = (page: Page, name?: string | RegExp) => (name ? page.getByRole('dialog', { name }) : page.getByRole('dialog')).last();
export const button = (scope: Page | Locator, name: string | RegExp) => scope.getByRole('button', { name }).first();
export const errorSummary = (scope: Page | Locator) => scope.getByRole('alert').filter({ hasText: forms.errors_title });

/** Clicks `trigger` and expects the dialog named `name` to show. */
export async function opens(page: Page, trigger: Locator, name?: string | RegExp): Promise<Locator> {
  await trigger.click();
  const opened = dialog(page, name);
  await expect(opened).toBeVisible();
  return opened;
}
