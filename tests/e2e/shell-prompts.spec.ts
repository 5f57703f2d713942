// The shell's prompts and first loads: the notification prompt's timing and place, the keyboard
// walk over every screen, and what a returning device asks for.
import { expect } from '@playwright/test';
import nl from '../../locales/nl/shell.json' with { type: 'json' };
import { focusStep } from './support/focus';
import { notificationQuestion, startUsing, loading, openVandijk, menuPaths } from './support/shell';
import { officeUrl, test } from './support/sign-in';

test('the notification prompt never covers the last action of a page on a phone', async ({ page, signedIn }) => {
  await openVandijk(page, signedIn, 375, '/gegevens/account');
  await startUsing(page);
  const prompt = page.getByRole('complementary').filter({ hasText: notificationQuestion(false) });
  await expect(prompt).toBeVisible();
  const last = page.getByRole('main').getByRole('button').last();
  await expect(last).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect
    .poll(async () => {
      const [action, over] = await Promise.all([last.boundingBox(), prompt.boundingBox()]);
      return action && over ? action.y + action.height <= over.y : false;
    })
    .toBe(true);
});

test('tabbing through every screen, each focused element shows a focus indicator and none sits under the header', async ({ page, signedIn }) => {
  // Every stop of every screen is a real key press, looked at: beside a CPU load that takes long.
  test.setTimeout(900_000);
  await openVandijk(page, signedIn, 1440);
  const paths = [...(await menuPaths(page)), ...['person', 'income', 'living', 'mortgage', 'account', 'contact'].map((tab) => `/gegevens/${tab}`)];
  const faults: string[] = [];
  for (const path of paths) {
    await page.goto(officeUrl('vandijk', path));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    await expect(loading(page)).toHaveCount(0, { timeout: 15_000 });
    // Forward from the top, every control once (until focus leaves the page), with its indicator.
    for (let step = 0; step < 80; step++) {
      const stop = await focusStep(page, 'Tab');
      if (stop.noIndicator) faults.push(`${path}: no focus indicator on ${stop.noIndicator}`);
      if (stop.element === 'body') break;
    }
    // Back from the end of the page: where a control can end up under the fixed header.
    await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      [...document.querySelectorAll<HTMLElement>('main a[href], main button:not(:disabled)')].at(-1)?.focus();
    });
    for (let step = 0; step < 30; step++) {
      const stop = await focusStep(page, 'Shift+Tab');
      if (stop.underHeader) faults.push(`${path}: focus under the header on ${stop.underHeader}`);
    }
  }
  expect(faults).toEqual([]);
});

test('the notification prompt waits until the customer starts using the page, and asks once: "not now" keeps it away after a reload', async ({
  page,
  signedIn,
}) => {
  // The prompt comes with the shell's later parts (shell-later.tsx), after the first answers.
  const laterParts = () => page.waitForResponse((response) => /\/assets\/shell-later-[^/]+\.js$/.test(response.url()));
  const settled = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200))));
  let arrived = laterParts();
  await openVandijk(page, signedIn, 375);
  await arrived;
  await settled();
  await expect(page.getByText(notificationQuestion(false), { exact: true })).toHaveCount(0);
  await startUsing(page);
  await expect(page.getByText(notificationQuestion(false), { exact: true })).toBeVisible();
  await page.getByRole('button', { name: nl.notifications_later }).click();
  await expect(page.getByText(notificationQuestion(false), { exact: true })).toBeHidden();

  arrived = laterParts();
  await page.reload();
  await startUsing(page);
  await arrived;
  await settled();
  await expect(page.getByText(notificationQuestion(false), { exact: true })).toHaveCount(0);
});

test("a tap before the prompt's code has arrived still brings the prompt", async ({ page, signedIn }) => {
  await openVandijk(page, signedIn, 375);
  // At once, while the later parts are still to come.
  await startUsing(page);
  await expect(page.getByText(notificationQuestion(false), { exact: true })).toBeVisible();
});

test("a returning customer's device asks for the signed-in code and each of the home screen's answers once; a signed-out one for none of it", async ({
  page,
  signedIn,
}) => {
  const signedInCode = (url: string) => new URL(url).pathname.startsWith('/assets/signed-in-');
  await openVandijk(page, signedIn, 375);
  // Again, as a device that kept the session (no handover) opens the portal.
  const reads: string[] = [];
  const code: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/customer/')) reads.push(new URL(request.url()).pathname);
    if (signedInCode(request.url())) code.push(request.url());
  });
  await page.reload();
  await expect(page.locator('section[aria-labelledby="feed-title"] li').first()).toBeVisible();
  expect(code).toHaveLength(1);
  // Start-up reads the customer and the feed with the stored token into the query cache; the
  // screen finds them there instead of asking again.
  for (const path of ['/api/customer/customer', '/api/customer/task', '/api/customer/note', '/api/customer/signal/active'])
    expect(
      reads.filter((read) => read === path),
      path,
    ).toHaveLength(1);

  await page.evaluate(() => localStorage.clear());
  code.length = 0;
  await page.reload();
  await expect(page.locator('input[type="password"]')).toBeVisible();
  // Idle preloading of the login's own views included: the signed-in code waits for a sign-in.
  await page.waitForLoadState('networkidle');
  expect(code).toEqual([]);
});
