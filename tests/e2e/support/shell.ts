// What the shell's end-to-end specs share: the demo customers, widths, the counted labels, the
// notification prompt's question, and opening Van Dijk signed in.
import { expect, type Page } from '@playwright/test';
import nl from '../../../locales/nl/shell.json' with { type: 'json' };
import { NOTIFY_KINDS } from '../../../src/lib/notify-kinds';
import { openSignedIn } from './sign-in';

export const SANNE = 'sanne.bakker@example.nl';
export const PIETER = 'p.jansen@example.nl';

export const viewport = (width: number) => ({ width, height: 900 });
export const withNew = (texts: typeof nl, label: string, number: number) => texts.with_new.replace('{{label}}', label).replace('{{number}}', String(number));
/** The notification prompt's question for a customer who left every kind on push (the default). */
export const notificationQuestion = (formal: boolean) => {
  const named = NOTIFY_KINDS.map((kind) => nl[`notify_kind_${kind}${formal ? '_u' : ''}` as keyof typeof nl]);
  return (formal ? nl.notifications_body_u : nl.notifications_body).replace('{{what}}', new Intl.ListFormat('nl', { type: 'disjunction' }).format(named));
};

export async function openVandijk(
  page: Page,
  signedIn: (office: 'vandijk', username: string) => Promise<Parameters<typeof openSignedIn>[1]>,
  width: number,
  path = '/',
) {
  await page.setViewportSize(viewport(width));
  await openSignedIn(page, await signedIn('vandijk', SANNE), path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** A key press, as a customer's first use of the page (the notification prompt waits for one). */
export const startUsing = (page: Page) => page.keyboard.press('Shift');

export const nav = (page: Page, texts = nl) => page.getByRole('navigation', { name: texts.nav_label });
export const profileButton = (page: Page, texts = nl, label = texts.profile_open) => page.getByRole('button', { name: new RegExp(`^${label}`) });

/**
 * Whatever still loads: a spinner (a progress bar without a value; a determinate one, such as the
 * documents received, stays). Drawn pictures take a while on a loaded machine.
 */
export const loading = (page: Page) => page.locator('[role="progressbar"]:not([aria-valuenow])');

/** The paths of the side menu and the header's shortcuts, read on a wide screen where both show. */
export async function menuPaths(page: Page): Promise<string[]> {
  await expect(nav(page).getByRole('link').first()).toBeVisible();
  // The shortcut icons load after the menu (they wait for their icons' code).
  await expect(page.getByRole('navigation', { name: nl.shortcuts_title }).getByRole('link').first()).toBeVisible();
  const paths = await page
    .locator('nav a[href], header a[href]')
    .evaluateAll((links) => [...new Set(links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))]);
  expect(paths.length).toBeGreaterThan(4);
  return paths;
}
