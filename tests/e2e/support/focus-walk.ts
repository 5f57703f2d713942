/**
 * The keyboard walk of shell-prompts.spec.ts: every tab stop of a screen looked at once, with real
 * key presses (support/focus.ts judges each stop). The shell's skip link, header and menu are the
 * same on every screen, so they are walked once; each screen walks its current menu link, drawn
 * apart from the others, and everything from the end of the page back to the start of main.
 */
import { expect, type Page } from '@playwright/test';
import { focusStep, type FocusStop } from './focus';
import { loading } from './shell';

/** The screens of the side menu and the header's shortcuts; the shell's walk checks the menu still has exactly these. */
export const MENU_SCREENS = [
  '/',
  '/documenten',
  '/berichten',
  '/taken',
  '/schades',
  '/afspraken',
  '/wonen',
  '/hypotheek',
  '/verzekeringen',
  '/inkomen',
  '/pensioen',
  '/verplichtingen',
  '/contact',
  '/diensten',
];
/** Every screen the walk visits: the menu's and the tabs of the customer's own details. */
export const SCREENS = [...MENU_SCREENS, ...['person', 'income', 'living', 'mortgage', 'account', 'contact'].map((tab) => `/gegevens/${tab}`)];

/** More stops than any screen has: a walk that gets this far has lost its way. */
const MOST_STOPS = 120;

function faultsOf(path: string, stop: FocusStop, faults: string[]) {
  if (stop.noIndicator) faults.push(`${path}: no focus indicator on ${stop.noIndicator}`);
  if (stop.underHeader) faults.push(`${path}: focus under the header on ${stop.underHeader}`);
}

/** Forward from the top of the page that is open, through the shell's controls until main. */
export async function walkShell(page: Page): Promise<string[]> {
  const faults: string[] = [];
  await expect(loading(page)).toHaveCount(0, { timeout: 15_000 });
  for (let step = 0; step < MOST_STOPS; step++) {
    const stop = await focusStep(page, 'Tab');
    faultsOf('shell', stop, faults);
    if (!stop.beforeMain) return faults;
  }
  throw new Error('the walk through the shell never reached main');
}

/** On the open screen `path`: its current menu link, then back from the end of the page to main's start. */
export async function walkScreen(page: Page, path: string): Promise<string[]> {
  const faults: string[] = [];
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(loading(page)).toHaveCount(0, { timeout: 15_000 });
  // The current menu link, reached by the keyboard and left again: its indicator is judged on the
  // background that marks it current.
  const current = page.locator('nav a[aria-current="page"]');
  if ((await current.count()) > 0) {
    await current.first().focus();
    faultsOf(path, await focusStep(page, 'Tab'), faults);
    faultsOf(path, await focusStep(page, 'Shift+Tab'), faults);
    faultsOf(path, await focusStep(page, 'Shift+Tab'), faults);
  }
  // Back from the end of the page: controls scroll in from the top, where the fixed header can
  // cover them. A press of Tab past the last control leaves the page; Shift+Tab then starts at its end.
  await page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button:not(:disabled), input:not(:disabled):not([type="hidden"]), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])',
    );
    [...controls]
      .filter((control) => control.getClientRects().length > 0)
      .at(-1)
      ?.focus();
  });
  for (let step = 0; (await focusStep(page, 'Tab')).element !== 'body'; step++)
    if (step === MOST_STOPS) throw new Error(`the walk forward through ${path} never left the page`);
  for (let step = 0; step < MOST_STOPS; step++) {
    const stop = await focusStep(page, 'Shift+Tab');
    faultsOf(path, stop, faults);
    if (stop.beforeMain) return faults;
  }
  throw new Error(`the walk back through ${path} never left main`);
}
